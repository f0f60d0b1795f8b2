export * from './csv-export';
export * from './data-column';
export * from './data-table';
export * from './download-file';
export * from './export-file';
export * from './export-matrix';
export type { ExportContext, ExportMeta } from './export-meta';
// A two-line module: pdfmake itself is still imported only when a PDF is made (bank proof, statements).
export { exportPdf } from './pdf-export';
export * from './use-paged-list';
