import * as v from 'valibot';
import type { EndpointDefinition } from './define-endpoint';
import {
  accountSecurityEndpoints,
  authEndpoints,
  cardsEndpoints,
  contentEndpoints,
  cryptoEndpoints,
  devEndpoints,
  endpoints,
  exchangeEndpoints,
  kycProfileEndpoints,
  listsEndpoints,
  passkeyEndpoints,
  shellEndpoints,
  statementsEndpoints,
  walletsEndpoints,
} from './endpoints';

const all = Object.entries(endpoints) as [string, EndpointDefinition][];
const areas = [
  accountSecurityEndpoints,
  authEndpoints,
  shellEndpoints,
  devEndpoints,
  walletsEndpoints,
  cryptoEndpoints,
  cardsEndpoints,
  exchangeEndpoints,
  listsEndpoints,
  contentEndpoints,
  kycProfileEndpoints,
  statementsEndpoints,
  passkeyEndpoints,
];
// The areas of specs 02 and 03 (this file checks them in detail; the whole table structurally).
const specAreas = {
  ...walletsEndpoints,
  ...cryptoEndpoints,
  ...cardsEndpoints,
  ...exchangeEndpoints,
  ...listsEndpoints,
  ...contentEndpoints,
  ...kycProfileEndpoints,
};
const spec = Object.values(specAreas) as EndpointDefinition[];

const MONEY_MOVING = [
  'account.transferWalletToAccount',
  'account.transferAccountToWallet',
  'account.withdrawalAccountToExternalAccount',
  'deposit.submitFundDeposit',
  'outgoingTransfer.outgoingWire',
  'internalTransfer.fiatInternalTransfer',
  'cryptoExchange.withdrawSubmit',
  'cryptoExchange.submitTransfer',
  'cards.cardTopup',
  'cards.cardTopupByCrypto',
  'account.accountTopup',
  'cryptoExchange.submitExchangeBuy',
  'cryptoExchange.submitExchangeSell',
  'cryptoExchange.swapSubmit',
  'cards.payCardFees',
  'cards.cardToAccount',
].sort();

describe('the endpoint table', () => {
  it.each(all)('%s: key equals id', (key, endpoint) => {
    expect(endpoint.id).toBe(key);
  });

  it('keeps every area entry (no id shared by two areas)', () => {
    const total = areas.reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(all).toHaveLength(total);
  });

  it('has no two endpoints on the same method and path', () => {
    const seen = new Map<string, string>();
    const duplicates = all.flatMap(([id, endpoint]) => {
      const route = `${endpoint.method} ${endpoint.path}`;
      const other = seen.get(route);
      seen.set(route, id);
      return other ? [`${route}: ${other} and ${id}`] : [];
    });
    expect(duplicates).toEqual([]);
  });

  it.each(all)('%s: path is relative to /api/v1/', (_, endpoint) => {
    expect(endpoint.path).not.toMatch(/^\//);
    expect(endpoint.path).not.toMatch(/api\/v1/);
    expect(endpoint.path).not.toMatch(/\{|\}/);
  });

  it.each(all)('%s: declares a parameter schema for every :param of its path', (_, endpoint) => {
    const names = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
    if (names.length === 0) return;
    const params = endpoint.params as v.ObjectSchema<v.ObjectEntries, undefined> | undefined;
    expect(Object.keys(params?.entries ?? {}).sort()).toEqual([...names].sort());
  });
});

describe('specs 02 and 03 areas', () => {
  it('mark exactly the money-moving submits', () => {
    const marked = spec.filter((endpoint) => endpoint.moneyMoving).map((endpoint) => endpoint.id);
    expect(marked.sort()).toEqual(MONEY_MOVING);
  });

  it('only POSTs move money, and they all carry a body schema', () => {
    for (const endpoint of spec.filter((e) => e.moneyMoving)) {
      expect(endpoint.method).toBe('POST');
      expect(endpoint.body).toBeDefined();
    }
  });

  it('every POST validates a body', () => {
    const missing = spec.filter((endpoint) => endpoint.method === 'POST' && !endpoint.body).map((e) => e.id);
    expect(missing).toEqual([]);
  });

  it('declares the multipart uploads with their allowed extensions', () => {
    const uploads = Object.fromEntries(
      spec.filter((endpoint) => endpoint.files).map((endpoint) => [endpoint.id, endpoint.files]),
    );
    const images = ['jpeg', 'jpg', 'png'];
    expect(Object.keys(uploads).sort()).toEqual(
      [
        'deposit.depositFundCheck',
        'deposit.submitFundDeposit',
        'kyc.updateDoc',
        'kyc.updateUserDocuments',
        'profile.updateUserProfile',
      ].sort(),
    );
    for (const files of Object.values(uploads)) {
      for (const extensions of Object.values(files ?? {})) expect([...extensions].sort()).toEqual(images);
    }
    expect(Object.keys(uploads['kyc.updateUserDocuments'] ?? {}).sort()).toEqual([
      'document_baack',
      'document_front',
    ]);
  });

  it('keeps the specs spellings in paths', () => {
    const paths = spec.map((endpoint) => endpoint.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'user/account/getuseraccoundsbyid',
        'user/account/getadminaccoundsbyid',
        'user/cards/updatwithalert',
        'settings/getpages/:id',
        'user/cryptoexchange/swap_submit',
        'user/getUserLoginlogs',
      ]),
    );
  });

  it('binary answers are GETs', () => {
    for (const endpoint of spec.filter((e) => e.binary)) expect(endpoint.method).toBe('GET');
  });
});
