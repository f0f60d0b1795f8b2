// The whole product's schema, split per domain. drizzle-kit reads this file (drizzle.config.ts).
export * from './users';
export * from './kyc';
export * from './engagement';
export * from './platform';
export * from './content';
export * from './accounts';
export * from './ledger';
export * from './transfers';
export * from './cards';
export * from './counters';
export * from './passkeys';
