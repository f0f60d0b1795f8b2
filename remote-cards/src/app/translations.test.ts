import { describeAppTranslations } from '@portal/shared/testing';
import { translations } from './translations';
import { fr } from './translations-fr';

describeAppTranslations('remote-cards', { en: translations.en, fr });
