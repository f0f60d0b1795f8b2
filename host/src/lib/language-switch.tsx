import {
  LANGUAGES,
  SegmentedControl,
  isLanguage,
  setLanguage,
  useSession,
  useTranslation,
  type Language,
} from '@portal/shared';

// Each language is named in itself, whatever the current language (so nobody is lost after switching).
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/** The language switch of the header and of the public screens (a visitor chooses before signing in): both
 * languages in view, one click, a radio group for the keyboard and screen readers (decision 146). `data-language`
 * marks the group and `data-language-option` each choice, for the browser tests. */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation('host');
  const current: Language = i18n.language === 'fr' ? 'fr' : 'en';
  // The choice shows at once (setLanguage stores it first), while the other language's texts are fetched;
  // data-language says which language the page is in.
  const stored = useSession((s) => s.language);
  return (
    <SegmentedControl
      label={t('shell.language')}
      value={isLanguage(stored) ? stored : current}
      onChange={(language) => void setLanguage(language)}
      data-language={current}
      options={LANGUAGES.map((code) => ({
        value: code,
        label: code.toUpperCase(),
        title: LANGUAGE_NAMES[code],
        inputProps: { lang: code, 'data-language-option': code, 'aria-label': LANGUAGE_NAMES[code] },
      }))}
    />
  );
};
