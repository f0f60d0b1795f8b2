import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['user.getStatesFromCountry'];

/** States of a country (tax country → tax state, country → state cascades); idle until a country is chosen. */
export const useStatesOfCountry = (countryId: string) =>
  useApiQuery(
    endpoint,
    { params: { countryId: Number(countryId) } },
    { select: (answer) => answer.data, enabled: Number(countryId) > 0, staleTime: 60 * 60 * 1000 },
  );
