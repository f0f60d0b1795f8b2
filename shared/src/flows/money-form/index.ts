export * from './amount-rules';
export * from './use-base-limits';
export * from './use-money-form';
