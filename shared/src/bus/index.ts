export * from './event-bus';
export * from './use-bus-event';
