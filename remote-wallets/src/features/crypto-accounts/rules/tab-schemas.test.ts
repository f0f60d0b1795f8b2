import * as v from 'valibot';
import { english } from '../../../lib/crypto/english';
import { depositTabSchema, updateAddressSchema, withdrawTabSchema } from './tab-schemas';

const messages = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => issue.message);

describe('crypto tab rules (exact spec texts)', () => {
  it('Deposit: Please Select Crypto', () => {
    expect(messages(depositTabSchema(english), { wallet: '' })).toEqual(['Please Select Crypto']);
    expect(messages(depositTabSchema(english), { wallet: '7' })).toEqual([]);
  });

  it('Withdraw: coin, Wallet Address is required, Please enter a valid wallet address', () => {
    const schema = withdrawTabSchema(english);
    expect(messages(schema, { wallet: '', address: '' })).toEqual([
      'Please Select Crypto',
      'Wallet Address is required',
    ]);
    expect(messages(schema, { wallet: '7', address: '   ' })).toEqual(['Wallet Address is required']);
    expect(messages(schema, { wallet: '7', address: '0x123' })).toEqual([
      'Please enter a valid wallet address',
    ]);
    expect(v.parse(schema, { wallet: '7', address: ` 0x${'a'.repeat(40)} ` }).address).toBe(
      `0x${'a'.repeat(40)}`,
    );
  });

  it('Address update: Please enter your wallet address / Please enter your network.', () => {
    const schema = updateAddressSchema(english);
    expect(messages(schema, { wallet_address: '', network: '' })).toEqual([
      'Please enter your wallet address',
      'Please enter your network.',
    ]);
    expect(messages(schema, { wallet_address: 'nope', network: 'ERC20' })).toEqual([
      'Please enter a valid wallet address',
    ]);
  });

  it('texts of the messages shown outside the forms', () => {
    expect(english('cryptoAccounts.rules.generateFirst')).toBe(
      'Please generate your crypto wallet to proceed.',
    );
    expect(english('cryptoAccounts.addressModal.approvedBlocked')).toBe(
      "You can't update your wallet address. because your wallet address is already approved by admin",
    );
  });
});
