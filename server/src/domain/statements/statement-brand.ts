import type { Executor } from '../../db/client';
import { readPublicUpload } from '../../http/uploads';
import type { StorageConfig } from '../../storage/file-store';
import { readBranding } from '../branding';

/** What a statement prints of the provider's branding: its logo (an uploaded PNG or JPEG; otherwise the built-in
 * logo, drawn as the web's default is: the title on the primary colour) and its primary colour. */
export type StatementBrand = { title: string; color: string; image: Buffer | null };

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const starts = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** pdfkit embeds PNG and JPEG only: a GIF or WebP logo falls back to the drawn one. */
export const statementBrand = async (db: Executor, storage: StorageConfig): Promise<StatementBrand> => {
  const { logosettings, colorsettings } = await readBranding(db);
  const upload = await readPublicUpload(db, storage, logosettings.logo);
  const body = upload?.body ?? null;
  return {
    title: logosettings.logo_title,
    color: colorsettings.primary_color ?? '#1f4fd1',
    image: body && (starts(body, PNG) || starts(body, JPEG)) ? body : null,
  };
};
