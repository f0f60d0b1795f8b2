import * as v from 'valibot';
import { decimalString } from '../money';

// Answer-side building blocks. Answers are parsed leniently where a production server may differ in
// representation (numbers vs strings, one row vs a list) and strictly where the screens need a value.

/** An id: the reference server sends numbers, a foreign server may send strings; always a string here. */
export const idSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
);

/** Text that a server may send as a number (account numbers, phone codes, years …). */
export const textSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
);

/** Descriptive text that may be absent or null. */
export const optText = v.nullish(textSchema);

/** An optional id (foreign keys, ids the screens only pass back). */
export const optId = v.nullish(idSchema);

/** An optional money amount; present values are normalised decimal strings. */
export const optMoney = v.optional(decimalString);

/** A count or tier: number or numeric string, always a number here. */
export const numberLike = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => Number(value)),
  v.check((value) => Number.isFinite(value), 'must be a number'),
);

/** Yes/No, 1/0, true/false from whatever server: a boolean. */
export const flagSchema = v.pipe(
  v.nullish(v.union([v.boolean(), v.number(), v.string()])),
  v.transform((value) => value === true || value === 1 || /^(1|yes|true|on)$/i.test(String(value ?? ''))),
);

/** The second-factor mode of a flow. '' (or any other value) means the final call is sent directly. */
export const GOOGLE_AUTHENTICATION = 'Google Authentication';
export const SMS_OTP_AUTHENTICATION = 'SMS OTP Authentication';
export const secondFactorModeSchema = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((value) => value ?? ''),
);

/** A list that a foreign server may send as a single row (or null): always an array here. */
export const listOf = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      Array.isArray(value) ? value : value === null || value === undefined ? [] : [value],
    ),
    v.array(schema),
  );

/** A sibling list that may be absent: defaults to an empty array. */
export const optList = <TSchema extends v.GenericSchema>(schema: TSchema) => v.optional(listOf(schema), []);

/** One row that a server may wrap in an array (`data[0]`): always the row here. */
export const single = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (Array.isArray(value) ? (value[0] as unknown) : value)),
    schema,
  );

/** `data` of calls that answer only code and message. */
export const noData = v.optional(v.unknown());
