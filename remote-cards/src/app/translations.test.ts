import { describeAppTranslations } from '@portal/shared/testing';
import { translations } from './translations';

describeAppTranslations('remote-cards', translations);
