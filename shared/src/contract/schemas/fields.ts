import * as v from 'valibot';

// Request-side building blocks. The server reports the first issue as "<field>: <message>" and the forms
// show the same messages, so every field carries the spec's wording (or a plain human one).

const DECIMAL = /^\d+(\.\d+)?$/;

const isPresent = (value: unknown): boolean =>
  value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');

/** Makes a missing key fail with `message` instead of valibot's generic "Invalid key" issue: the entry is
 * optional with a '' default so the object runs it, then the presence check speaks first. */
export const required = <TSchema extends v.GenericSchema>(message: string, schema: TSchema) =>
  v.pipe(v.optional(v.unknown(), ''), v.check(isPresent, message), schema) as unknown as v.GenericSchema<
    v.InferInput<TSchema>,
    v.InferOutput<TSchema>
  >;

const trimmedText = (message: string) =>
  v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform((value) => String(value).trim()),
    v.minLength(1, message),
  );

/** Required text; numbers are accepted (multipart and foreign clients) and become strings. */
export const textField = (message: string) => required(message, trimmedText(message));

const toId = (value: string | number): number => (typeof value === 'number' ? value : Number(value.trim()));

/** A required id: a positive integer sent as a number or a numeric string (multipart, path parameters,
 * foreign clients); always a number after parsing, so nothing else reaches a database query. */
export const idField = (message: string) =>
  required(
    message,
    v.pipe(
      v.union([v.number(), v.string()], message),
      v.transform(toId),
      v.integer(message),
      v.minValue(1, message),
    ),
  );

/** An optional id (e.g. the picked template). Empty means none. */
export const optIdField = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()]))),
  v.transform((value) =>
    value === null || value === undefined || String(value).trim() === '' ? undefined : toId(value),
  ),
  v.optional(v.pipe(v.number(), v.integer('must be an id'), v.minValue(1, 'must be an id'))),
);

/** A stored file name in a path (no separators, so no traversal). */
export const fileNameField = (message: string) =>
  required(message, v.pipe(v.string(message), v.regex(/^[A-Za-z0-9._-]{1,200}$/, message)));

export const emailField = (message: string) =>
  required(message, v.pipe(v.string(message), v.trim(), v.email(message)));

/** A required amount typed by a user: a positive decimal string. */
export const amountField = (message: string, positiveMessage = 'You must enter amount greater than zero') =>
  required(
    message,
    v.pipe(
      v.union([v.string(), v.number()], message),
      v.transform((value) => String(value).trim()),
      v.regex(DECIMAL, message),
      v.check((value) => Number(value) > 0, positiveMessage),
    ),
  );

/** A required non-negative amount (card limits may be 0). */
export const limitField = (message: string) =>
  required(
    message,
    v.pipe(
      v.union([v.string(), v.number()], message),
      v.transform((value) => String(value).trim()),
      v.regex(DECIMAL, message),
    ),
  );

/** Digits only (phone numbers). */
export const digitsField = (message: string) =>
  required(
    message,
    v.pipe(
      v.union([v.string(), v.number()], message),
      v.transform((value) => String(value).trim()),
      v.regex(/^\d+$/, message),
    ),
  );

export const FIAT_CURRENCIES = ['EUR', 'USD'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];
export const fiatCurrencyField = (message: string) => required(message, v.picklist(FIAT_CURRENCIES, message));

/** Second-factor codes (otp, auth_code, smscode, authcode): optional; the server decides whether the
 * user's flow needs one. */
export const codeField = v.optional(v.pipe(v.string(), v.trim()));

/** A passkey assertion (contract 1.11): the WebAuthn response as JSON, for a flow whose mode is 'Passkey'. */
export const passkeyField = v.optional(
  v.pipe(v.string(), v.maxLength(16000, 'passkey: The passkey answer is too long.')),
);

/** A checkbox value sent as boolean, "true"/"false", "1"/"0" or "Yes"/"No". */
export const checkboxField = v.pipe(
  v.optional(v.nullable(v.union([v.boolean(), v.string(), v.number()]))),
  v.transform((value) => value === true || value === 1 || /^(1|yes|true|on)$/i.test(String(value ?? ''))),
);

/** A date (YYYY-MM-DD) not later than today. */
export const pastDateField = (message: string) =>
  required(
    message,
    v.pipe(
      v.string(message),
      v.trim(),
      v.regex(/^\d{4}-\d{2}-\d{2}/, message),
      v.check((value) => !Number.isNaN(Date.parse(value)) && Date.parse(value) <= Date.now(), message),
    ),
  );

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BTC_ADDRESS = /^(1|3|bc1|BC1)[A-Za-z0-9]+$/;

/** Withdraw address rule of spec 02 §5: 0x + 40 hex, or a Bitcoin-style address of 25 to 39 characters —
 * except bech32/bech32m (bc1…), which real wallets hand out at 42 (P2WPKH) to 62 (P2WSH, Taproot) characters
 * (issue 14; bech32 allows up to 90). A shape check only: the browser checks the checksums. */
export const isWalletAddress = (value: string): boolean =>
  EVM_ADDRESS.test(value) ||
  (BTC_ADDRESS.test(value) && value.length >= 25 && value.length <= (/^bc1/i.test(value) ? 90 : 39));

export const walletAddressField = required(
  'Wallet Address is required',
  v.pipe(
    v.string('Wallet Address is required'),
    v.trim(),
    v.check(isWalletAddress, 'Please enter a valid wallet address'),
  ),
);

export const ENABLE_DISABLE = ['Enable', 'Disable'] as const;
