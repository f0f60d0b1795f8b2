import { writeEpochOf } from '../db/write-epoch';

/**
 * Read calls whose answer is a function of the database rows alone (no clock, no price feed, no randomness): a
 * customer's screens ask for them again and again (every navigation, every refetch) while nothing changed. Their
 * serialized answer is kept per user and query until the next write (db/write-epoch), so a repeat costs no query.
 */
export const ANSWER_CACHED = new Set([
  'account.getUserAccounts',
  'account.getAdminAccounts',
  'account.getAllInternal',
  'account.getIbanAccountsBalance',
  'account.getIbanTransactionHistory',
  'deposit.getDepositFund',
  'internalTransfer.getAllInternals',
  'cryptoExchange.getAllCryptoTransaction',
  'cryptoExchange.getAllCryptoExchange',
  'cards.getUserCards',
  'cards.getUserCardsTopup',
  'cards.getUserCardsTransactions',
  'cards.getUserCardUsageTransactions',
  'user.getUserLoginLogs',
  'news.findAllNews',
  'faq.getFaqs',
]);

/** A whole 10,000-row list is megabytes and rarely asked twice: only page-sized answers are kept. */
const MAX_ANSWER_BYTES = 64 * 1024;
const MAX_TOTAL_BYTES = 8 * 1024 * 1024;

type Entry = { epoch: number; json: string };

export type AnswerCache = {
  get: (db: object, key: string) => string | undefined;
  /** The write epoch before a read (undefined: nothing can be kept for this database). */
  mark: (db: object) => number | undefined;
  /** Keeps an answer read since `mark` if no write ran meanwhile and it is page-sized. */
  keep: (db: object, key: string, mark: number | undefined, json: string) => void;
};

/** Least recently used entries go first once the cache holds MAX_TOTAL_BYTES. */
export const createAnswerCache = (): AnswerCache => {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.json.length;
    entries.delete(key);
  };
  return {
    get: (db, key) => {
      const epoch = writeEpochOf(db);
      const entry = entries.get(key);
      if (!epoch || !entry) return undefined;
      drop(key);
      if (entry.epoch !== epoch.value) return undefined;
      entries.set(key, entry); // most recently used last
      bytes += entry.json.length;
      return entry.json;
    },
    mark: (db) => writeEpochOf(db)?.value,
    keep: (db, key, mark, json) => {
      if (mark === undefined || writeEpochOf(db)?.value !== mark || json.length > MAX_ANSWER_BYTES) return;
      drop(key);
      entries.set(key, { epoch: mark, json });
      bytes += json.length;
      for (const oldest of entries.keys()) {
        if (bytes <= MAX_TOTAL_BYTES) break;
        drop(oldest);
      }
    },
  };
};
