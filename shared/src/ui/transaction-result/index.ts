export * from './detail-rows';
export * from './transaction-result-modal';
