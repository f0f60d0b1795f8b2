import * as v from 'valibot';
import { answerOf } from './define-endpoint';

/** Small building blocks shared by endpoint definitions (kept here so every area spells them alike). */

export const yesNo = v.picklist(['Yes', 'No']);

export const emailField = v.pipe(
  v.string('Email ID is required.'),
  v.trim(),
  v.nonEmpty('Email ID is required.'),
  v.email('Please Enter Correct Email Format.'),
);

export const requiredText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** A phone number: digits only. */
export const phoneDigits = v.pipe(
  v.union([v.string(), v.number()], 'Phone number is required.'),
  v.transform(String),
  v.trim(),
  v.nonEmpty('Phone number is required.'),
  v.regex(/^\d+$/, 'Phone number is invalid.'),
);

/** A numeric id written either as a number or a numeric string (foreign servers send both). */
export const idField = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value) => Number(value)),
  v.integer('must be an id'),
  v.minValue(1, 'must be an id'),
);

/** Path parameter holding a numeric id. */
export const idParam = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a numeric id'), v.transform(Number));

/** Path parameter holding a stored file name (no path separators). */
export const fileNameParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,200}$/, 'must be a file name'));

/** A date-time on the wire: an ISO-like string ("2024-05-01 12:30:00" or ISO 8601). */
export const dateTimeString = v.string();

/** Answers that carry only code and message (data may be absent or anything). */
export const messageAnswer = answerOf(v.optional(v.unknown()));

/** The second factor modes of the specs. */
export const secondFactorMode = v.picklist(['Google Authentication', 'SMS OTP Authentication', 'none']);
export type SecondFactorMode = v.InferOutput<typeof secondFactorMode>;
