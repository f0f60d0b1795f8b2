export * from './second-factor-schema';
export * from './second-factor-dialog';
export * from './factor-modes';
export * from './use-second-factor-step';
