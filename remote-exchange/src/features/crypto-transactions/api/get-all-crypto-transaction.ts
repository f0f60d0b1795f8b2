import { endpoints, type AnswerOf } from '@portal/shared/contract';
import { usePagedList } from '@portal/shared';
import { type ListFilter, listQuery } from '../../../lib/lists/list-filter';

const endpoint = endpoints['cryptoExchange.getAllCryptoTransaction'];
type Bundle = AnswerOf<typeof endpoint>['data'];
export type CryptoList = keyof typeof LIST_COINS;
type RowOf<K extends CryptoList> = NonNullable<Bundle[K]>[number];

/** The bundle's lists and whether the coin filter applies to them (addresses carry no coin). */
const LIST_COINS = {
  buyselltra: true,
  withdrawtransaction: true,
  swaptra: true,
  deposittransaction: true,
  transfer_array: true,
  depoaddress: false,
  withaddress: false,
} as const;
const NONE: never[] = [];

/** One list of the crypto transactions bundle, paged and filtered by the server (contract 1.2: `?list=`, from/to
 * as UTC days, coin); only the enabled one (the type on screen) asks the server. */
export const useCryptoListPage = <K extends CryptoList>(list: K, filter: ListFilter, enabled: boolean) => {
  // The page's third filter is the coin here (the fiat page's is the account).
  const { account: coin, ...days } = listQuery(filter);
  return usePagedList<typeof endpoint, RowOf<K>>(endpoint, {
    filters: { list, ...days, coin: LIST_COINS[list] ? coin : undefined },
    read: (answer) => ({
      rows: (answer.data[list] ?? NONE) as readonly RowOf<K>[],
      total: answer.paging?.total ?? 0,
    }),
    enabled,
  });
};
