export * from './csv-export';
export * from './data-column';
export * from './data-table';
export * from './download-file';
