import { needsIbanKycPrompt } from './kyc-prompt';

describe('IBAN application prompt', () => {
  it('is for Personal, non-CryptoExchange users not yet Approved', () => {
    expect(needsIbanKycPrompt({ account: 'Personal', account_type: 'Wallet', iban_form_status: null })).toBe(
      true,
    );
    expect(
      needsIbanKycPrompt({ account: 'Personal', account_type: 'Bank', iban_form_status: 'Pending' }),
    ).toBe(true);
    expect(
      needsIbanKycPrompt({ account: 'Personal', account_type: 'Wallet', iban_form_status: 'Approved' }),
    ).toBe(false);
    expect(
      needsIbanKycPrompt({ account: 'Personal', account_type: 'CryptoExchange', iban_form_status: null }),
    ).toBe(false);
    expect(needsIbanKycPrompt({ account: 'Corporate', account_type: 'Wallet', iban_form_status: null })).toBe(
      false,
    );
    expect(needsIbanKycPrompt(undefined)).toBe(false);
  });
});
