export * from './button';
export * from './copy-button';
export * from './status-badge';
export * from './safe-html';
export * from './qr-code';
export { loadOnDemand, type LazyPart } from './lazy-part';
export { trackPromise, usePromise } from './use-promise';
