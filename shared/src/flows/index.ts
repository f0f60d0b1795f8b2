export * from './money-flow';
