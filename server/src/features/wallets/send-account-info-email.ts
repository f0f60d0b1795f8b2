import { adminAccountAnswer } from '../../domain/provider';
import { endpoints } from '../../contract';
import { sendEmail } from '../../adapters/outbox';
import { adminBankAccounts } from '../../db/schema/index';
import { postalAddress } from '../../domain/postal-address';
import { loadUser } from '../../domain/users';
import { ApiError, badRequest } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { accountsOf, fiatAccountRow } from '../../lib/ledger-accounts';

export const TOO_MANY_EMAILS = 'Too many account-detail e-mails. Please try again later.';
export const ONLY_ACCOUNT_DETAILS =
  'emailtext: only the details of your accounts or of our bank accounts can be sent';
const MAX_LINES = 12;
/** A line's label: words of the portal's languages, no digits, links or markup. */
const LABEL = /^[\p{L} ()'’./-]{1,40}$/u;

/**
 * E-mails account details to a typed address. Not a mail relay: every line must be "label: value" where the
 * value is a detail of one of the caller's own accounts or of the provider's deposit accounts (the texts the
 * portal composes), and the sends are limited per user and per recipient.
 */
export const sendAccountInfoEmailHandler = defineHandler(
  endpoints['settings.sendAccountInfoEmail'],
  async ({ db, userId, body, guards, language }) => {
    const user = await loadUser(db, userId);
    const address = await postalAddress(db, user.address, language);
    const accounts = [...(await accountsOf(db, userId, 'fiat')), ...(await accountsOf(db, userId, 'iban'))];
    // The deposit instructions name the transfer reference "INVOICE-<account number>" (spec 02 §9).
    const own = accounts.flatMap((a) => [
      ...Object.values(fiatAccountRow(a, user, address)),
      `INVOICE-${a.accountNumber ?? ''}`,
    ]);
    const admin = (await db.select().from(adminBankAccounts)).flatMap((a) =>
      Object.values(adminAccountAnswer(a)),
    );
    // Compared without spaces: the screens print an IBAN in groups of four.
    const bare = (value: string) => value.replace(/\s+/g, '');
    const known = new Set(
      [...own, ...admin]
        .filter((value): value is string => typeof value === 'string' && value !== '')
        .map(bare),
    );
    const lines = body.emailtext.split(/\r?\n/).filter((line) => line.trim() !== '');
    const fine =
      lines.length > 0 &&
      lines.length <= MAX_LINES &&
      lines.every((line) => {
        const at = line.indexOf(':');
        const [label, value] = [line.slice(0, at).trim(), line.slice(at + 1).trim()];
        return at > 0 && LABEL.test(label) && (value === '' || known.has(bare(value)));
      });
    if (!fine) throw badRequest(ONLY_ACCOUNT_DETAILS);
    const recipient = body.email_id.trim().toLowerCase();
    if (
      !(await guards.accountInfoByRecipient.take(recipient)) ||
      !(await guards.accountInfoByUser.take(String(userId)))
    )
      throw new ApiError('429', TOO_MANY_EMAILS, 429);
    await sendEmail(db, { to: body.email_id, subject: 'Your account details', body: lines.join('\n') });
    return done('Account details sent to your email');
  },
);
