// The API contract: React-free, imported by the server and every app.
export * from './version';
export * from './envelope';
export * from './money';
export * from './money-rules';
export * from './define-endpoint';
export * from './endpoints';
