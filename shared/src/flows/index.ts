export * from './money-flow';
export * from './money-form';
export * from './authenticator-setup/authenticator-setup-form';
