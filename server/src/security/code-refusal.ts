import { ApiError } from '../http/api-error';

/** A second-factor code missing, wrong, for another operation, or locked out. Not a final answer for an
 * Idempotency-Key: the user retries the same intent (same key) with another code. */
export class CodeRefusal extends ApiError {}
