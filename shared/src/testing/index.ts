export { describeRemoteRoutes } from './remote-routes-suite';
export { describeAppTranslations } from './translations-suite';
