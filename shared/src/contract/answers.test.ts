import * as v from 'valibot';
import { endpoints } from './endpoints';
import { cardSchema } from './schemas/cards';
import { cryptoWalletSchema } from './schemas/crypto';
import { fiatAccountSchema } from './schemas/fiat';

const parse = <S extends v.GenericSchema>(schema: S, input: unknown) => v.safeParse(schema, input);
const account = {
  account_id_pk: 1,
  account_number: 4001,
  account_currency_type: 'USD',
  available_balance: 12.5,
};

describe('money and ids in answers', () => {
  it('normalises numbers for money to decimal strings and ids to strings', () => {
    const result = parse(endpoints['account.getUserAccounts'].answer, {
      code: 200,
      message: '',
      data: [account],
      site_fees: 2,
    });
    expect(result.success).toBe(true);
    const output = result.output as v.InferOutput<(typeof endpoints)['account.getUserAccounts']['answer']>;
    expect(output.data[0]).toMatchObject({
      account_id_pk: '1',
      account_number: '4001',
      available_balance: '12.5',
    });
    expect(output.site_fees).toBe('2');
    expect(output.outgoingotp).toBe('');
    expect(output.templatearray).toEqual([]);
  });

  it('reads null money as "0" and keeps a present string as is', () => {
    const output = v.parse(cryptoWalletSchema, {
      crypto_wallet_id: 1,
      coin_code: 'ETH',
      total_available: null,
      wallet_balance: '0.00262168',
    });
    expect(output.total_available).toBe('0');
    expect(output.wallet_balance).toBe('0.00262168');
  });

  it('fails when a required field is missing', () => {
    const { account_id_pk: _omitted, ...withoutId } = account;
    expect(parse(fiatAccountSchema, withoutId).success).toBe(false);
    expect(
      parse(endpoints['account.getUserAccounts'].answer, { code: '200', data: [withoutId] }).success,
    ).toBe(false);
    expect(parse(cardSchema, { card_id: 1 }).success).toBe(false);
    expect(
      parse(endpoints['cryptoExchange.getCryptoRatesBuy'].answer, { code: '200', data: { fees: 1 } }).success,
    ).toBe(false);
  });

  it('fails on a non-decimal amount', () => {
    expect(parse(fiatAccountSchema, { ...account, available_balance: 'twelve' }).success).toBe(false);
  });

  it('keeps fields a production server adds (loose objects)', () => {
    const output = v.parse(fiatAccountSchema, { ...account, branch: 'Madrid' });
    expect(output).toHaveProperty('branch', 'Madrid');
  });
});

describe('shapes', () => {
  it('accepts a list or a single row where the spec says data[0]', () => {
    const answer = endpoints['news.findNewsById'].answer;
    const one = v.parse(answer, { code: '200', data: { news_id: 1, title: 'T' } });
    const many = v.parse(answer, { code: '200', data: [{ news_id: 1, title: 'T' }] });
    expect(one.data).toEqual(many.data);
  });

  it('takes the first row where one object is expected', () => {
    const output = v.parse(endpoints['cryptoExchange.withdrawPreview'].answer, {
      code: '200',
      data: [
        { debit_amount: 1, credit_amount: 0.9, fees: 0.1, debit_currency: 'ETH', credit_currency: 'ETH' },
      ],
    });
    expect(output.data.fees).toBe('0.1');
  });

  it('turns exchange rates keyed by pair into a list', () => {
    const output = v.parse(endpoints['limits.getBaseLimit'].answer, {
      code: '200',
      data: { cryptoexchangerates: { 'BTC/USD': { last_price: 65000 } }, maxbuycryptolimit: 1000 },
    });
    expect(output.data.cryptoexchangerates).toEqual([{ pair: 'BTC/USD', last_price: '65000' }]);
    expect(output.data.maxbuycryptolimit).toBe('1000');
  });

  it('keeps an ungenerated wallet address null', () => {
    const output = v.parse(endpoints['cryptoExchange.getAllCrypto'].answer, {
      code: '200',
      data: {
        usercryptowallet: [
          { crypto_wallet_id: 1, coin_code: 'BTC', wallet_address: null, total_available: 0 },
        ],
      },
    });
    expect(output.data.usercryptowallet[0]?.wallet_address).toBeNull();
    expect(output.data.otp).toBe('');
  });

  it('reads isfixed as a boolean whatever the server writes', () => {
    const answer = endpoints['cryptoExchange.getWithdrawDetails'].answer;
    const read = (isfixed: unknown) =>
      v.parse(answer, { code: '200', data: { coincode: 'BTC', isfixed } }).data.isfixed;
    expect([read('Yes'), read(1), read(true), read('No'), read(0), read(undefined)]).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('gives empty lists for the crypto transactions page when the server omits them', () => {
    const output = v.parse(endpoints['cryptoExchange.getAllCryptoTransaction'].answer, {
      code: '200',
      data: {},
    });
    expect(output.data.withaddress).toEqual([]);
    expect(output.data.buyselltra).toEqual([]);
  });

  it('lets results carry either success or error fields', () => {
    const answer = endpoints['cards.cardToAccount'].answer;
    expect(
      v.parse(answer, { code: '200', data: { error_display_amount: 5, error_display_details: 'x' } }).data
        .error_display_amount,
    ).toBe('5');
    expect(v.parse(answer, { code: '200' }).data).toEqual({});
  });
});
