import { stubNetwork } from '@portal/shared/testing';

type Row = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The coin a list's row is filtered by on the server (addresses have none). */
const COIN_OF: Record<string, (row: Row) => string> = {
  buyselltra: (row) => text(row.exchnage_pair).split('|')[1] ?? '',
  withdrawtransaction: (row) => text(row.coin_code),
  swaptra: (row) => text(row.from_coincode) || text(row.coin_code),
  deposittransaction: (row) => text(row.coin_code),
  transfer_array: (row) => text(row.coin_code),
};

/** The server at the HTTP boundary for /crypto-transactions: one list of the bundle per call, filtered by coin and
 * day and paged as contract 1.2 does (the SQL has its own server tests), and the caller's coins for the filter. */
export const serveBundle = (bundle: Record<string, Row[]>, coins: readonly string[] = ['BTC', 'ETH']) =>
  stubNetwork((request) => {
    if (!String(request.url).includes('GetAllCryptoTransaction')) {
      const usercryptowallet = coins.map((coin, i) => ({
        crypto_wallet_id: String(i + 1),
        coin_code: coin,
        total_available: '0',
      }));
      return { data: { code: '200', message: '', data: { usercryptowallet } } };
    }
    const query = (request.params ?? {}) as Record<string, string | number | undefined>;
    const list = String(query.list);
    const day = (row: Row) => text(row.created_datetime).slice(0, 10);
    const rows = (bundle[list] ?? []).filter(
      (row) =>
        (!query.coin || COIN_OF[list]?.(row) === query.coin) &&
        (!query.from || day(row) >= String(query.from)) &&
        (!query.to || day(row) <= String(query.to)),
    );
    const page = Number(query.page ?? 1);
    const size = Number(query.size ?? rows.length);
    const empty = Object.fromEntries(
      Object.keys(COIN_OF)
        .concat('depoaddress', 'withaddress')
        .map((name) => [name, []]),
    );
    return {
      data: {
        code: '200',
        message: '',
        data: { ...empty, [list]: rows.slice((page - 1) * size, page * size) },
        paging: { page, size, total: rows.length },
      },
    };
  });
