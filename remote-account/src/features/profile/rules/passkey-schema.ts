import * as v from 'valibot';

const code = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('account:profile.passkeys.codeRequired'),
  v.regex(/^\d{6}$/, 'account:profile.passkeys.codeFormat'),
);
const password = v.pipe(v.string(), v.nonEmpty('account:profile.passkeys.passwordRequired'));

/** Removing one: the re-authentication only. */
export const reauthSchema = v.object({ password, current_code: code });
export type ReauthValues = v.InferOutput<typeof reauthSchema>;

/** Adding one: its name (what the list shows, e.g. "Work laptop") and the re-authentication. */
export const addPasskeySchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('account:profile.passkeys.nameRequired'),
    v.maxLength(60, 'account:profile.passkeys.nameLength'),
  ),
  ...reauthSchema.entries,
});
export type AddPasskeyValues = v.InferOutput<typeof addPasskeySchema>;
