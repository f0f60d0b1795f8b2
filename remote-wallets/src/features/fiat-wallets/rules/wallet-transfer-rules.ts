import * as v from 'valibot';
import { amountField, amountIssue, translate, type FiatCurrency } from '@portal/shared';

const KEY = 'wallets:fiatWallets.errors';

/** The provider's IBAN rail takes EUR only (spec 02 §5): choosing USD is refused with a 6 s banner. */
export const isWalletTransferCurrencySupported = (currency: string): boolean => currency !== 'USD';
export const USD_NOT_SUPPORTED = `${KEY}.usdNotSupported`;

export type WalletTransferValues = { currency: FiatCurrency; amount: string };
export type WalletTransferContext = {
  /** Available balance of the virtual wallet in that currency. */
  balanceOf: (currency: string) => string | undefined;
  /** internalTransferFees, a percentage. */
  feePercent: string | undefined;
};

/** Virtual wallet → IBAN: a positive amount, and amount + internalTransferFees % within the wallet balance. */
export const walletTransferSchema = ({ balanceOf, feePercent }: WalletTransferContext) => {
  const funds = (currency: string, amount: string) =>
    amountIssue(amount, { currency, balance: balanceOf(currency) ?? null, feePercent: feePercent ?? '0' });
  return v.pipe(
    v.object({
      currency: v.picklist(['EUR', 'USD']),
      // The kit's amount field: a number, > 0, no more decimals than the currency has (refused, not rounded: the
      // server moves exactly what was typed or nothing).
      amount: amountField({}, { invalid: `${KEY}.invalidAmount`, minimum: '', maximum: '' }),
    }),
    v.forward(
      v.partialCheck(
        [['currency'], ['amount']],
        ({ currency, amount }) => funds(currency, amount)?.issue !== 'balance',
        (issue) => {
          const { currency, amount } = issue.input as WalletTransferValues;
          return translate(`${KEY}.insufficient`, { currency, total: funds(currency, amount)?.total ?? '' });
        },
      ),
      ['amount'],
    ),
  );
};
