export * from './download-statement';
export * from './statement-dialog';
export * from './statement-period';
