/** One key per user intent (a transfer, a top-up …): reuse it on retry and double-click so the server
 * applies the operation once; create a new one only for a new intent (see useIntentKey). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
