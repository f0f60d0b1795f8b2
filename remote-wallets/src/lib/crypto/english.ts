import { translate, type Translate } from '@portal/shared';
import '../../app/register';
import { NAMESPACE } from '../../app/namespace';

/** For unit tests: this remote's `t` in English, to check the exact spec texts. */
export const english: Translate = (key, values) => translate(`${NAMESPACE}:${key}`, { ...values, lng: 'en' });
