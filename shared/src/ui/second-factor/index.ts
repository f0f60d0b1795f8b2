export * from './second-factor-schema';
export * from './second-factor-dialog';
