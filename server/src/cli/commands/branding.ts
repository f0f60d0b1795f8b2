import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { branding } from '../../db/schema/index';
import { checkUpload, storeUpload } from '../../http/uploads';
import { type Command, need } from '../command';

const TEXT = { title: 'logoTitle', tagline: 'tagline' } as const;
const IMAGE = { logo: 'logo', 'mobile-logo': 'mobileLogo', favicon: 'favicon' } as const;

export const brandingCommand: Command = {
  name: 'branding',
  usage:
    'branding title|tagline <text> | branding logo|mobile-logo|favicon <png/jpg file> | branding color <name> <#hex>',
  run: async (db, [field, value, extra]) => {
    const key = need(field, 'field');
    if (key in TEXT)
      await db
        .update(branding)
        .set({ [TEXT[key as keyof typeof TEXT]]: need(value, 'text') })
        .where(eq(branding.id, 1));
    else if (key === 'color') {
      const [row] = await db.select().from(branding).where(eq(branding.id, 1));
      await db
        .update(branding)
        .set({ colors: { ...(row?.colors ?? {}), [need(value, 'colour name')]: need(extra, 'colour') } })
        .where(eq(branding.id, 1));
    } else if (key in IMAGE) {
      const path = need(value, 'file');
      const bytes = await readFile(path);
      const checked = await checkUpload(key, path, bytes, ['png', 'jpg', 'jpeg', 'gif', 'webp']);
      const stored = await storeUpload(db, loadConfig(), {
        userId: null,
        field: `branding-${key}`,
        fileName: path,
        bytes,
        ...checked,
      });
      await db
        .update(branding)
        .set({ [IMAGE[key as keyof typeof IMAGE]]: stored.storedName })
        .where(eq(branding.id, 1));
    } else throw new Error(`unknown branding field ${key}`);
    return `branding ${key} updated`;
  },
};
