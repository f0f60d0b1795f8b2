import { describeAppTranslations } from '@portal/shared/testing';
import { translations } from './translations';
import { fr } from './translations-fr';

describeAppTranslations('remote-account', { en: translations.en, fr });
