// What every app may import from 'react-i18next' (see ../facades.cjs): the hook and the i18next plugin. Shared
// whole, the library costs ~22 KiB (min) with Trans and its HTML parser; these names ~6.
export { useTranslation, initReactI18next, I18nextProvider } from 'portal-impl-react-i18next';
