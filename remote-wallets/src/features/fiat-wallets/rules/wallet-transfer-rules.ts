import * as v from 'valibot';
import { translate, type FiatCurrency } from '@portal/shared';
import { FIAT_DECIMALS, hasAtMostDecimals, tooManyDecimalsMessage } from '../../../lib/money/decimals';
import { checkFunds, isValidAmount } from '../../../lib/money/fee-total';

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
export const walletTransferSchema = ({ balanceOf, feePercent }: WalletTransferContext) =>
  v.pipe(
    v.object({
      currency: v.picklist(['EUR', 'USD']),
      amount: v.pipe(
        v.string(),
        v.check((value: string) => isValidAmount(value), `${KEY}.invalidAmount`),
        // Refused, not rounded: the server moves exactly what was typed or nothing.
        v.check(
          (value: string) => hasAtMostDecimals(value, FIAT_DECIMALS),
          () => tooManyDecimalsMessage(FIAT_DECIMALS),
        ),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['currency'], ['amount']],
        ({ currency, amount }) => checkFunds(amount, feePercent, balanceOf(currency), currency).fits,
        (issue) => {
          const { currency, amount } = issue.input as WalletTransferValues;
          const { total } = checkFunds(amount, feePercent, balanceOf(currency), currency);
          return translate(`${KEY}.insufficient`, { currency, total });
        },
      ),
      ['amount'],
    ),
  );
