import type { Tx } from '../../db/client';
import { cardTransactions } from '../../db/schema/index';

export type CardMove = {
  userId: number;
  cardId: number;
  kind: 'topup' | 'topup-crypto' | 'to-account' | 'card-fee';
  cardtraType: 'credit' | 'debit';
  amount: string;
  currency: string;
  debitCurrency: string;
  debitAmount: string;
  fees: string;
  reference: string;
  ledgerTransactionId: number;
};

/** The business row of a card money movement (card transaction lists), next to its ledger transaction. */
export const recordCardMove = async (tx: Tx, move: CardMove): Promise<void> => {
  await tx.insert(cardTransactions).values({ ...move, issueStatus: 'Completed' });
};
