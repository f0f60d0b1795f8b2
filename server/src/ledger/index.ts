export * from './decimal';
export * from './ledger';
export * from './house-accounts';
