import type { AdminBankAccount } from '../../../lib/contract-types';
import { formatIban, flowFormStyles as styles, type Translate } from '@portal/shared';

export type InstructionRow = { label: string; value: string };

/** What the customer needs for the bank transfer, also what the share menu sends, prints and copies. */
export const instructionRows = (
  account: AdminBankAccount,
  reference: string,
  t: Translate,
): InstructionRow[] => [
  { label: t('fiatDeposit.accountName'), value: account.account_name ?? '' },
  ...(account.iban_number ? [{ label: t('fiatDeposit.iban'), value: formatIban(account.iban_number) }] : []),
  { label: t('fiatDeposit.accountNumber'), value: account.account_number },
  { label: t('fiatDeposit.routingNumber'), value: account.routing_number ?? '' },
  { label: t('fiatDeposit.swiftCode'), value: account.swift_code ?? '' },
  { label: t('fiatDeposit.bankName'), value: account.bank_name ?? '' },
  { label: t('fiatDeposit.reference'), value: reference },
];

/** Spec 02 §9: the transfer reference is 'INVOICE-' + the user's account number (in that currency). */
export const transferReference = (accountNumber: string | null | undefined): string =>
  `INVOICE-${accountNumber ?? ''}`;

export const instructionsText = (rows: InstructionRow[]): string =>
  rows.map((row) => `${row.label}: ${row.value}`).join('\n');

export const BankInstructions = ({ rows }: { rows: InstructionRow[] }) => (
  <dl className={styles.rows} data-testid="bank-instructions">
    {rows.map((row) => (
      <div key={row.label} className={styles.row}>
        <dt>{row.label}</dt>
        <dd>{row.value}</dd>
      </div>
    ))}
  </dl>
);
