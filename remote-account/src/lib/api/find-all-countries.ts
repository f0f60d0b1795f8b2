import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['shell.findAllCountries'];

/** The country list (name, sortname, phonecode) for country and phone-code selects; it rarely changes. */
export const useCountries = () =>
  useApiQuery(endpoint, undefined, { select: (answer) => answer.data, staleTime: 60 * 60 * 1000 });

/** A stable empty list while the countries load, so that memoised options keep their identity. */
export const NO_COUNTRIES: NonNullable<ReturnType<typeof useCountries>['data']> = [];
