export * from './session-keys';
export * from './session-store';
