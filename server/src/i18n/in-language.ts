import type { MessageLanguage } from './translate-message';

/** Content in the caller's language: the French text where one was written, else the English (decision 129). */
export const inLanguage = (language: MessageLanguage, english: string, french: string | null): string =>
  language === 'fr' && french ? french : english;
