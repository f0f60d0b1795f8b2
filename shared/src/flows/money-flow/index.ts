export * from './code-failure';
export * from './money-flow-spec';
export * from './use-money-flow';
