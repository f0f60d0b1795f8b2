// Apps compile this source with their own tsconfig: the ambient declaration must travel with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../types/css-modules.d.ts" />
export * from './controls';
export * from './data-table';
export * from './date-range';
export * from './form';
export * from './loader/loader';
export * from './modal/modal';
export * from './modal/modal-scaffolds';
export * from './second-factor';
export * from './toast/banner';
export * from './toast/toast-store';
export * from './toast/toaster';
export * from './menu/menu';
export * from './tabs';
export * from './transaction-result';
export * from './money-review';
export * from './layout';
export * from './statement';
