import { endpoints, valueCurrency } from '../contract';
import { DEFAULT_PAGE_SIZES } from '../ui/data-table/data-table-props';
import { queryClient } from './query-client';
import { apiQueryOptions, pageQuery } from './query-helpers';

/** The fiat accounts as the wallet screens ask for them: without the country list, which none of them shows. */
export const FIAT_ACCOUNTS_CALL = { query: { omit: 'getallcountry' } } as const;

/** Starts the dashboard widgets' first calls (spec 01 §2.7): the very queries the remotes' widgets make when they
 * mount, so their answers are in the one query cache once the widgets' code has arrived and run (decision 127).
 * A widget whose first calls change must change here too, or it asks again: a wasted call, never a wrong answer.
 * The crypto table's prices follow its answer: their currency is the one its accounts are valued in. */
export const prefetchDashboardData = (): void => {
  void queryClient.prefetchQuery(apiQueryOptions(endpoints['account.getUserAccounts'], FIAT_ACCOUNTS_CALL));
  const firstPage = { query: pageQuery({}, 0, DEFAULT_PAGE_SIZES[0]) };
  void queryClient.prefetchQuery(apiQueryOptions(endpoints['account.getAllInternal'], firstPage));
  void queryClient.fetchQuery(apiQueryOptions(endpoints['cryptoExchange.getAllCrypto'])).then(
    ({ data }) => {
      const query = { currency: valueCurrency(data.accounts) };
      return queryClient.prefetchQuery(apiQueryOptions(endpoints['cryptoExchange.getPrices'], { query }));
    },
    () => undefined, // the widget asks again and shows its own error
  );
  void queryClient.prefetchQuery(apiQueryOptions(endpoints['cryptoExchange.getAllCryptoExchange']));
};
