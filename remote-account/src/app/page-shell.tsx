import { createPageShells } from '@portal/shared';
import { NAMESPACE } from './register';

export const { pageShell, widgetShell } = createPageShells('account', NAMESPACE);
