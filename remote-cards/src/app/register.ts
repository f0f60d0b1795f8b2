// Side effects every exposed module needs once: this remote's translations and the singleton report.
import { registerApp } from '@portal/shared';
import { appSingletons } from '@portal/shared/app-singletons';
import { NAMESPACE } from './namespace';
import { translations } from './translations';

registerApp('remote_cards', NAMESPACE, translations, appSingletons);
