export * from './date-range-filter';
