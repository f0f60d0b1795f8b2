import { endpoints } from '../../contract';
import { binary } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { readOwnUpload } from '../../http/uploads';
import { DEFAULT_AVATAR } from './images';

/** Only the owner's own upload; any other name is a 404 (another user's photo included). */
export const getPhotoHandler = defineHandler(
  endpoints['shell.getPhoto'],
  async ({ db, config, userId, params }) => {
    if (params.file.startsWith('default-')) return binary(DEFAULT_AVATAR, 'image/svg+xml');
    const file = await readOwnUpload(db, config, userId, params.file);
    return binary(file.body, file.mime);
  },
);
