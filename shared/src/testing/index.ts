export { describeRemoteRoutes } from './remote-routes-suite';
export { describeAppTranslations } from './translations-suite';
export { stubNetwork, type StubAnswer, type StubHandler } from '../api/test-adapter';
export { resolveColour, tokenValue } from './colour-tokens';
export { enTranslator } from './en-translator';
export { reviewFigure } from './review-figure';
