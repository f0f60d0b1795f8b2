// pdfmake 0.3 ships no types; only the browser build and its Roboto vfs are used (loaded on demand).
declare module 'pdfmake/build/pdfmake' {
  type OutputDocument = { download: (fileName?: string) => Promise<void>; getBlob: () => Promise<Blob> };
  type PdfMake = {
    createPdf: (definition: Record<string, unknown>) => OutputDocument;
    addVirtualFileSystem: (vfs: Record<string, string>) => void;
  };
  const pdfMake: PdfMake;
  export default pdfMake;
}

declare module 'pdfmake/build/vfs_fonts' {
  const vfs: Record<string, string>;
  export default vfs;
}
