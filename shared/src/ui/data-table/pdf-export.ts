// Apps compile this source with their own tsconfig: the ambient declaration must travel with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../types/pdfmake.d.ts" />
import type { CellValue } from './csv-export';

type VfsModule = Record<string, string> & { default?: Record<string, string> };

/** pdfmake and its Roboto fonts (which have €) are ~1 MB: loaded here, on the first Export PDF click only. */
const loadPdfMake = async () => {
  const [pdfMakeModule, vfsModule] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  const pdfMake = pdfMakeModule.default;
  const vfs = (vfsModule as unknown as VfsModule).default ?? (vfsModule as unknown as Record<string, string>);
  pdfMake.addVirtualFileSystem(vfs);
  return pdfMake;
};

export type PdfExtras = {
  /** Label–value lines under the title (holder, account, period, generated at). */
  meta?: readonly (readonly [string, string])[];
  /** The footer's page words, already translated: (2, 5) → "Page 2 of 5". */
  pageLabel?: (page: number, pages: number) => string;
};

const metaBlock = (meta: PdfExtras['meta']) =>
  meta?.length
    ? [
        {
          table: {
            widths: ['auto', '*'],
            body: meta.map(([label, value]) => [{ text: label, bold: true }, value]),
          },
          layout: 'noBorders',
          margin: [0, 0, 0, 10],
        },
      ]
    : [];

/** Table PDF titled with the export name, its meta lines under the title, "Page x of N" in the footer; wide
 * tables go landscape. One font family (Roboto). */
export const exportPdf = async (
  title: string,
  headers: readonly string[],
  rows: readonly (readonly CellValue[])[],
  fileName: string,
  extras: PdfExtras = {},
): Promise<void> => {
  const pdfMake = await loadPdfMake();
  const text = (value: CellValue) => (value === null || value === undefined ? '' : String(value));
  const { pageLabel } = extras;
  await pdfMake
    .createPdf({
      pageOrientation: headers.length > 5 ? 'landscape' : 'portrait',
      ...(pageLabel
        ? {
            footer: (page: number, pages: number) => ({
              text: pageLabel(page, pages),
              alignment: 'right',
              fontSize: 7,
              margin: [40, 10, 40, 0],
            }),
          }
        : {}),
      content: [
        { text: title, style: 'title' },
        ...metaBlock(extras.meta),
        {
          table: {
            headerRows: 1,
            widths: headers.map(() => '*'),
            body: [
              headers.map((header) => ({ text: header, bold: true })),
              ...rows.map((row) => row.map(text)),
            ],
          },
          layout: 'lightHorizontalLines',
        },
      ],
      styles: { title: { fontSize: 14, bold: true, margin: [0, 0, 0, 8] } },
      defaultStyle: { font: 'Roboto', fontSize: 8 },
    })
    .download(fileName);
};
