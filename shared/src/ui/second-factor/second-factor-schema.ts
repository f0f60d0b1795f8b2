import * as v from 'valibot';

export type SecondFactorKind = 'authenticator' | 'sms';

/** Server mode values (specs 02/03): only these two ask for a code; anything else submits directly. */
export const secondFactorKindOf = (mode: string | null | undefined): SecondFactorKind | undefined => {
  if (mode === 'Google Authentication') return 'authenticator';
  if (mode === 'SMS OTP Authentication') return 'sms';
  return undefined;
};

export const needsSecondFactor = (mode: string | null | undefined): boolean =>
  secondFactorKindOf(mode) !== undefined;

/** The code is required and exactly 6 characters (messages are i18n keys, shown translated). */
export const secondFactorSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('shared:secondFactor.codeRequired'),
    v.length(6, 'shared:secondFactor.codeLength'),
  ),
});

export type SecondFactorValues = v.InferOutput<typeof secondFactorSchema>;
