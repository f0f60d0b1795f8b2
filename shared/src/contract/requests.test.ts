import * as v from 'valibot';
import type { BodyOf } from './define-endpoint';
import { endpoints } from './endpoints';
import { isWalletAddress } from './schemas/fields';

type Body = v.GenericSchema;
const bodyOf = (id: keyof typeof endpoints): Body => {
  const body = (endpoints[id] as { body?: Body }).body;
  if (!body) throw new Error(`${id} has no body`);
  return body;
};
/** The server's "<field>: <message>" for the first issue. */
const firstIssue = (id: keyof typeof endpoints, input: unknown): string | undefined => {
  const issue = v.safeParse(bodyOf(id), input).issues?.[0];
  return issue ? `${v.getDotPath(issue) ?? ''}: ${issue.message}` : undefined;
};

const wire = {
  account: '1',
  swiftcode: 'BICXXX',
  accountname: 'Bank',
  address: 'Street 1',
  country: 4,
  abatitle: '021000021',
  accountnumber: '123',
  customer_name: 'Jane',
  customer_address: 'Road 2',
  amount: '100.50',
  currancy: 'EUR',
};

describe('request bodies', () => {
  it('names the missing field with the spec message', () => {
    expect(firstIssue('deposit.depositFundCheck', { fundamount: '10', account_id: 1 })).toBe(
      'fundinfo: Please Enter Valid Fund Information',
    );
    expect(firstIssue('account.withdrawalAccountToExternalAccount', {})).toBe(
      'beneficiary_iban_number: IBAN Number is required',
    );
    expect(firstIssue('cards.cardToAccount', { card_id: 1, account_id: 2, amount: '5' })).toBe(
      'causal: Enter Casual',
    );
  });

  it('accepts ids as numbers or numeric strings and reads them as numbers', () => {
    const output = v.parse(bodyOf('cryptoExchange.withdrawPreview'), {
      crypto_wallet_id: '7',
      withdraw_amount: 0.5,
    });
    expect(output).toEqual({ crypto_wallet_id: 7, withdraw_amount: '0.5' });
    expect(firstIssue('cards.freezeUnfreeze', { card_id: 'abc' })).toBe('card_id: Select your card');
    expect(firstIssue('cards.freezeUnfreeze', { card_id: 0 })).toBe('card_id: Select your card');
  });

  it('requires positive decimal amounts', () => {
    expect(
      firstIssue('account.transferWalletToAccount', { transfer_currency: 'EUR', transfer_amount: '0' }),
    ).toBe('transfer_amount: Please enter a valid amount.');
    expect(firstIssue('deposit.submitFundDeposit', { fundamount: 'abc', fundinfo: 'x', account_id: 1 })).toBe(
      'fundamount: Please Enter Amount',
    );
    expect(firstIssue('deposit.submitFundDeposit', { fundamount: '0', fundinfo: 'x', account_id: 1 })).toBe(
      'fundamount: Please Enter Amount grether than zero',
    );
    expect(
      firstIssue('account.transferAccountToWallet', { transfer_currency: 'GBP', transfer_amount: '1' }),
    ).toBe('transfer_currency: Currency is required');
  });

  it('keeps second-factor codes optional', () => {
    expect(
      firstIssue('internalTransfer.fiatInternalTransfer', {
        account: 1,
        emailaddress: 'a@b.co',
        amount: '1',
        currancy: 'USD',
        message: 'hi',
      }),
    ).toBeUndefined();
    expect(
      firstIssue('cryptoExchange.submitExchangeBuy', {
        buy_crypto: 1,
        buy_amount: '10',
        buy_account: 2,
        smscode: '123456',
      }),
    ).toBeUndefined();
  });

  it('asks for a beneficiary name only when saving the beneficiary', () => {
    expect(firstIssue('outgoingTransfer.outgoingWire', wire)).toBeUndefined();
    expect(firstIssue('outgoingTransfer.outgoingWire', { ...wire, checkboxval: 'true' })).toBe(
      'templatename: Enter Beneficiary Name',
    );
    expect(
      firstIssue('outgoingTransfer.outgoingWire', { ...wire, checkboxval: true, templatename: 'Rent' }),
    ).toBeUndefined();
    const output = v.parse(bodyOf('outgoingTransfer.outgoingWireCheck'), {
      ...wire,
      template_option: '',
    }) as { template_option?: number };
    expect(output.template_option).toBeUndefined();
  });

  it('checks the withdraw address pattern', () => {
    expect(isWalletAddress(`0x${'a'.repeat(40)}`)).toBe(true);
    expect(isWalletAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true); // 42 characters: a real P2WPKH
    expect(isWalletAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe(true); // Taproot, 62
    expect(isWalletAddress(`bc1q${'q'.repeat(87)}`)).toBe(false); // longer than bech32 allows
    expect(isWalletAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(isWalletAddress('0x123')).toBe(false);
    const base = { crypto_wallet_id: 1, networkchain: 'ERC20', withdraw_amount: '0.1' };
    expect(firstIssue('cryptoExchange.withdrawSubmit', base)).toBe(
      'withdraw_address: Wallet Address is required',
    );
    expect(firstIssue('cryptoExchange.withdrawSubmit', { ...base, withdraw_address: 'nope' })).toBe(
      'withdraw_address: Please enter a valid wallet address',
    );
  });

  it('refuses a swap between the same wallet', () => {
    expect(
      firstIssue('cryptoExchange.swapPreview', {
        swap_from_crypto: 1,
        swap_to_crypto: '1',
        swap_amount: '2',
      }),
    ).toBe('swap_to_crypto: Please Select Diffrent Crypto Currency for Swap');
  });

  it('needs a card name for the quick virtual card and the phone and 3DS password for the full form', () => {
    expect(firstIssue('cards.submitVirtual', { account: 1 })).toBe('title: Enter Card Name');
    expect(firstIssue('cards.submitVirtual', { account: 1, title: 'Trips' })).toBeUndefined();
    expect(
      firstIssue('cards.submitVirtual', { account: 1, cardid: 2, phonecode: '34', phonenumber: '600111222' }),
    ).toBe('password: Enter 3DS password');
  });

  it('checks passwords, KYC documents, dates and notification statuses', () => {
    expect(
      firstIssue('profile.updatePassword', { old_password: 'a', new_password: 'b', confirm_password: 'c' }),
    ).toBe('confirm_password: Do not match password.');
    expect(
      firstIssue('kyc.updateUserDocuments', { kyc_id: 1, document_type_id: '3', document_country: 5 }),
    ).toBe('document_type_title: Enter document title');
    expect(
      firstIssue('kyc.updateUserDocuments', { kyc_id: 1, document_type_id: 1, document_country: 5 }),
    ).toBeUndefined();
    expect(firstIssue('profile.updateEmailNotification', { status: 'On' })).toBe(
      'status: Status must be Enable or Disable',
    );
    const kyc = v.safeParse(bodyOf('kyc.updateUserKyc'), { dob: '2999-01-01' });
    expect(kyc.issues?.map((issue) => v.getDotPath(issue))).toContain('dob');
  });

  it('refuses path traversal in file name parameters', () => {
    const params = (endpoints['profile.getKycPhoto'] as { params: Body }).params;
    expect(v.safeParse(params, { fileName: 'a.png' }).success).toBe(true);
    expect(v.safeParse(params, { fileName: '../secret' }).success).toBe(false);
  });
});

describe('body types', () => {
  it('keep required fields required for the client', () => {
    type CardToAccount = BodyOf<(typeof endpoints)['cards.cardToAccount']>;
    const typed: CardToAccount = { card_id: 1, account_id: '2', amount: '5', causal: 'Rent' };
    // @ts-expect-error causal is required
    const missing: CardToAccount = { card_id: 1, account_id: 2, amount: '5' };
    expect(v.safeParse(bodyOf('cards.cardToAccount'), typed).success).toBe(true);
    expect(v.safeParse(bodyOf('cards.cardToAccount'), missing).success).toBe(false);
  });
});
