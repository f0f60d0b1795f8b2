// copied from remote-wallets/src/lib/money/key-after-failure.ts (to be moved to the kit)
import { isApiError } from '@portal/shared';

/** The server stores a refusal (code ≠ 200) as the final answer of its idempotency key, so the next attempt
 * (usually with a corrected amount) needs a new key; a network failure keeps the key for a safe retry. */
export const needsNewKey = (failure: unknown): boolean => isApiError(failure) && failure.kind === 'server';
