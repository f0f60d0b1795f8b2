export * from './csv-export';
export * from './data-column';
export * from './data-table';
export * from './download-file';
// A two-line module: pdfmake itself is still imported only when a PDF is made (bank proof, statements).
export { exportPdf } from './pdf-export';
export * from './use-paged-list';
