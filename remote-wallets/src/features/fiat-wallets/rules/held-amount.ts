import { compare, sub } from '@portal/shared';

type Balances = { available_balance: string; account_balance?: string | null | undefined };

/** Money held for pending operations (wires, withdrawals under review): the ledger balance minus what is
 * available. The table's running balance is the ledger balance, so the card shows both to explain the gap.
 * "0" when the server sends no ledger balance or nothing is held. */
export const heldAmount = ({ available_balance, account_balance }: Balances): string => {
  if (!account_balance) return '0';
  const held = sub(account_balance, available_balance);
  return compare(held, 0) > 0 ? held : '0';
};
