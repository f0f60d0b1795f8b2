export * from './button';
export * from './copy-button';
export * from './status-badge';
export * from './safe-html';
export * from './qr-code';
export * from './short-id';
export { loadOnDemand, type LazyPart } from './lazy-part';
export { trackPromise, usePromise } from './use-promise';
