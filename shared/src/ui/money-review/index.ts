export * from './money-review';
export * from './money-format';
export * from './money-summary';
export * from './money-review-dialog';
