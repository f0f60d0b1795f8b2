export * from './i18n';
export * from './validation-messages';
export { useTranslation } from 'react-i18next';
export * from './use-shared-translation';
export * from './translate';
