import Big from 'big.js';
import * as v from 'valibot';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A money amount on the wire: a decimal string. A number from a foreign server is normalised to a string
 * (never used as a float in logic); an empty value becomes "0". */
export const decimalString = v.pipe(
  v.union([v.string(), v.number(), v.null()]),
  // big.js writes 1e-7 as "0.0000001" (Number#toString would give "1e-7", which is not a decimal string).
  v.transform((value) =>
    value === null || value === ''
      ? '0'
      : typeof value === 'number'
        ? new Big(value).toFixed()
        : value.trim(),
  ),
  v.regex(DECIMAL, 'must be a decimal number'),
);

/** An amount typed by a user: a positive decimal string. */
export const positiveDecimalString = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value).trim()),
  v.regex(DECIMAL, 'must be a decimal number'),
  v.check((value) => Number(value) > 0, 'must be greater than zero'),
);
