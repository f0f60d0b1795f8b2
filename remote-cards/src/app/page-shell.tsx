import { createPageShells } from '@portal/shared';
import { NAMESPACE } from './namespace';
import './register';

export const { pageShell, widgetShell } = createPageShells('cards', NAMESPACE);
