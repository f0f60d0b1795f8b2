import { endpoints } from '../../contract';
import { binary } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { readOwnUpload } from '../../http/uploads';

/** A KYC image by stored name, for its owner only (another user's name is the same 404 as a missing one). */
export const getKycPhotoHandler = defineHandler(
  endpoints['profile.getKycPhoto'],
  async ({ db, config, userId, params }) => {
    const file = await readOwnUpload(db, config, userId, params.fileName);
    return binary(file.body, file.mime);
  },
);
