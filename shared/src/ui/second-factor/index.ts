export * from './second-factor-schema';
export * from './second-factor-dialog';
export * from './use-second-factor-step';
export * from './second-factor-fields';
