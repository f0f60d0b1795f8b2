import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['profile.getEditProfileDetails'];

/** Profile, address, timezones and both notification lists (the profile page and the edit form). */
export const useEditProfileDetails = () =>
  useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
