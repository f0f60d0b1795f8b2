import * as v from 'valibot';
import { enTranslator } from '@portal/shared/testing';
import type { CryptoWallet } from '../../../lib/contract-types';
import common from '../../../locales/en.json';
import en from '../locales/en.json';
import { topupSchema } from './topup-schema';

const t = enTranslator('cards', { ...common, topUp: en });
const range = { min: '10', max: '10000', currency: 'EUR' };
const messages = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => issue.message);
const wallets = [
  { crypto_wallet_id: '7', coin_code: 'BTC', wallet_address: 'bc1q0', total_available: '1' },
  { crypto_wallet_id: '8', coin_code: 'USDT', wallet_address: null, total_available: '5' },
] as CryptoWallet[];
const empty = { select_account: '', select_card: '', select_crypto_account: '', amount: '' };

describe('fiat top-up', () => {
  const schema = topupSchema(t, 'fiat', range, wallets);
  it('wants the card, the account and an amount', () => {
    expect(messages(schema, empty)).toEqual(['Select your card', 'Select your account', 'Enter amount']);
  });

  it('holds the amount within the limits', () => {
    const base = { ...empty, select_account: '1', select_card: '2' };
    expect(messages(schema, { ...base, amount: '0' })).toEqual(['Enter amount']);
    expect(messages(schema, { ...base, amount: '5' })).toEqual(['Minimum Amount is 10 EUR']);
    expect(messages(schema, { ...base, amount: '10001' })).toEqual(['Maximum Amount is 10000 EUR']);
    expect(messages(schema, { ...base, amount: '100' })).toEqual([]);
  });
});

describe('crypto top-up', () => {
  const schema = topupSchema(t, 'crypto', range, wallets);
  const base = { ...empty, select_card: '2', amount: '50' };
  it('wants a crypto account with a generated wallet, not a fiat account', () => {
    expect(messages(schema, base)).toEqual(['Select Crypto Account']);
    expect(messages(schema, { ...base, select_crypto_account: '8' })).toEqual([
      'Please generate your crypto wallet to proceed.',
    ]);
    expect(messages(schema, { ...base, select_crypto_account: '7' })).toEqual([]);
  });
});
