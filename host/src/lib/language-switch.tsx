import { LANGUAGES, setLanguage, useTranslation, type Language } from '@portal/shared';
import styles from './language-select.module.css';

// Each language is named in itself, whatever the current language (so nobody is lost after switching).
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/** The language switch of the header and of the public screens (a visitor chooses before signing in). */
export const LanguageSelect = () => {
  const { t, i18n } = useTranslation('host');
  return (
    <label className={styles.language}>
      <span data-language-label>{t('shell.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => void setLanguage(event.target.value === 'fr' ? 'fr' : 'en')}
        data-language
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
};
