export * from './money-flow';
export * from './money-form';
