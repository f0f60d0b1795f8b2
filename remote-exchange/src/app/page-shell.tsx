import { createPageShells } from '@portal/shared';
import { NAMESPACE } from './namespace';

// The exchange and list pages are not built yet: translated frames with their titles.
export const { pageShell } = createPageShells('exchange', NAMESPACE);
