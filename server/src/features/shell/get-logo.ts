import { endpoints } from '../../contract';
import { defineHandler } from '../../http/handler';
import { brandingImage } from './images';

export const getLogoHandler = defineHandler(endpoints['shell.getLogo'], ({ db, config, params }) =>
  brandingImage(db, config, params.file, 'logo'),
);
export const getMobileLogoHandler = defineHandler(
  endpoints['shell.getMobileLogo'],
  ({ db, config, params }) => brandingImage(db, config, params.file, 'mobile'),
);
export const getFaviconHandler = defineHandler(endpoints['shell.getFavicon'], ({ db, config, params }) =>
  brandingImage(db, config, params.file, 'favicon'),
);
