import * as v from 'valibot';
import { addAppTranslations, setLanguage, translate, translateMessage } from '@portal/shared';
import { NAMESPACE } from '../../../app/namespace';
import { translations } from '../../../app/translations';
import {
  USD_NOT_SUPPORTED,
  isWalletTransferCurrencySupported,
  walletTransferSchema,
} from './wallet-transfer-rules';

addAppTranslations(NAMESPACE, translations);

const balances: Record<string, string> = { EUR: '100.00', USD: '50.00' };
const schema = walletTransferSchema({ balanceOf: (c) => balances[c], feePercent: '1' });
const firstMessage = (input: { currency: string; amount: string }) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : translateMessage(result.issues[0].message);
};

describe('virtual wallet → IBAN rules', () => {
  beforeAll(() => setLanguage('en'));

  it('wants a positive number', () => {
    for (const amount of ['', '0', '-5', 'abc', '1,5']) {
      expect(firstMessage({ currency: 'EUR', amount })).toBe('Please enter a valid amount.');
    }
  });

  it('refuses more decimals than the currency has instead of rounding', () => {
    expect(firstMessage({ currency: 'EUR', amount: '1.12345678901234567890' })).toBe(
      'Enter an amount with at most 2 decimals.',
    );
    expect(firstMessage({ currency: 'EUR', amount: '1.12' })).toBeUndefined();
  });

  it('adds internalTransferFees % before comparing with the wallet balance', () => {
    expect(firstMessage({ currency: 'EUR', amount: '99' })).toBeUndefined(); // 99 + 0.99 = 99.99
    expect(firstMessage({ currency: 'EUR', amount: '99.02' })).toBe(
      'Insufficient balance in EUR virtual wallet. Total required (including fees): 100.01 EUR.',
    );
  });

  it('blocks USD with the exact text', () => {
    expect(isWalletTransferCurrencySupported('USD')).toBe(false);
    expect(isWalletTransferCurrencySupported('EUR')).toBe(true);
    expect(translate(USD_NOT_SUPPORTED)).toBe('Currently, USD transfer are not supported.');
  });

  it('speaks French too', async () => {
    await setLanguage('fr');
    expect(firstMessage({ currency: 'EUR', amount: 'x' })).toBe('Veuillez saisir un montant valide.');
    await setLanguage('en');
  });
});
