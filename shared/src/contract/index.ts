// The API contract: React-free, imported by the server and every app.
export * from './version';
export * from './envelope';
export * from './money';
export * from './money-rules';
export * from './money-format';
export * from './define-endpoint';
export * from './endpoints';
export {
  PRICE_COINS,
  PRICE_CURRENCIES,
  PRICE_RANGES,
  type PriceCoin,
  type PriceCurrency,
  type PriceRange,
  valueCurrency,
} from './schemas/prices';
export {
  STATEMENT_MAX_DAYS,
  STATEMENT_SOURCES,
  type Statement,
  type StatementRow,
  type StatementSource,
} from './schemas/statement';
export * from './customer-text';
