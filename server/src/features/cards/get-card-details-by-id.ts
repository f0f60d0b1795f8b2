import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { cardLedgerAccount, ownCard, ownFiatAccount } from '../../lib/customer-funds/owned';
import { available, cardWire } from '../../lib/customer-funds/wire';
import { capsOf } from '../../lib/customer-funds/card-caps';
import { blockedBy } from '../../domain/card-block';

/** Limits per tab; the reference card applies one cap to purchase, withdraw, internet and contactless. */
const display = (cap: string) => ({ purchase: cap, withdraw: cap, internet: cap, contactless: cap });

/** One card's settings page. Expiry only while Active; the number masked to the last 4 and never the CVV: both
 * only through verify2FA (PCI DSS 3.4.1). */
export const getCardDetailsByIdHandler = defineHandler(
  endpoints['cards.getCardDetailsById'],
  async ({ db, userId, body }) => {
    const card = await ownCard(db, userId, body.card_id);
    const balance = await cardLedgerAccount(db, card);
    const limits = capsOf(card);
    const account = card.accountId ? await ownFiatAccount(db, userId, card.accountId) : null;
    const yes = (key: string) => card.settings[key] ?? 'No';
    const row = {
      ...cardWire(card, { balance }),
      cvv_number: null,
      atminternationallimit: limits.dailycap,
      poscircuitlimit: limits.pertranscap,
      withdrawal_enabled: 'Yes',
      contactless_enabled: 'Yes',
      internet_purchase_enabled: 'Yes',
      withdraw_fromaccount: yes('withdraw_fromaccount'),
      smsalert: yes('smsalert'),
      overall_limits_enabled: 'Yes',
      dailyoverall: limits.dailycap,
      weeklyoverall: limits.weeklycap,
      monthlyoverall: limits.monthlycap,
    };
    return ok([row], 'Success', {
      api_card_data: {
        status: card.status === 'Active' ? 'ACTIVE' : card.status.toUpperCase(),
        // Who blocked it: the customer's switch undoes only its own freeze (contract 1.4).
        blocked_by: blockedBy(card),
        limits: {
          daily_cap: limits.dailycap,
          weekly_cap: limits.weeklycap,
          monthly_cap: limits.monthlycap,
          per_transaction_cap: limits.pertranscap,
        },
      },
      api_sub_account_data: { currency: card.currency, total_available: available(balance) },
      accnumber: account ? [{ account_number: account.accountNumber ?? '' }] : [],
      displayDaily: display(limits.dailycap),
      displayWeekly: display(limits.weeklycap),
      displayMonthly: display(limits.monthlycap),
      displayTransaction: display(limits.pertranscap),
    });
  },
);
