import { createPageShells } from '@portal/shared';
import { NAMESPACE } from './namespace';

/** Frames of the routes whose features are not built yet (profile, news, content pages …). */
export const { pageShell } = createPageShells('account', NAMESPACE);
