// The kit's table PDF export is not in its public index; the PDF share of the deposit instructions loads it
// by path (pdfmake then comes with it, on demand). The package maps '@portal/shared/*' to its src.
declare module '@portal/shared/ui/data-table/pdf-export' {
  export const exportPdf: (
    title: string,
    headers: readonly string[],
    rows: readonly (readonly (string | number | null | undefined)[])[],
    fileName: string,
  ) => Promise<void>;
}
