export * from './decimal';
export * from './money';
export * from './dates';
export * from './status';
export * from './enum-labels';
export * from './bank';
export * from './countries';
