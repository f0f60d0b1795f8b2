export * from './code-failure';
export * from './money-flow-spec';
export * from './refresh';
export * from './use-money-flow';
