import type { Db } from '../../db/client';
import { binary } from '../../http/envelope';
import { readPublicUpload } from '../../http/uploads';
import type { StorageConfig } from '../../storage/file-store';

// Built-in images served until the provider uploads its own (admin branding set-image).
const svg = (width: number, text: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40"><rect width="${width}" height="40" rx="8" fill="#1f4fd1"/><text x="${width / 2}" y="26" font-family="Arial,sans-serif" font-size="16" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  );
const FAVICON_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAGklEQVR42mNk+M9Qz0AEYBxVSF+FowqHvUIAKsEHEcdDfw0AAAAASUVORK5CYII=',
  'base64',
);
export const DEFAULT_AVATAR = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#c9d3f5"/><circle cx="32" cy="25" r="11" fill="#1f4fd1"/><path d="M12 54c4-11 12-16 20-16s16 5 20 16" fill="#1f4fd1"/></svg>',
);

const DEFAULTS = {
  logo: { body: svg(160, 'Portal Payments'), mime: 'image/svg+xml' },
  mobile: { body: svg(40, 'P'), mime: 'image/svg+xml' },
  favicon: { body: FAVICON_PNG, mime: 'image/png' },
};

export const brandingImage = async (
  db: Db,
  storage: StorageConfig,
  file: string,
  kind: keyof typeof DEFAULTS,
) => {
  const found = await readPublicUpload(db, storage, file);
  const image = found ?? DEFAULTS[kind];
  return binary(image.body, image.mime);
};
