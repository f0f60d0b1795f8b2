import * as v from 'valibot';

export type SecondFactorKind = 'authenticator' | 'sms';

/** The code dialog's two kinds (specs 02/03); the confirm step's modes are in factor-modes.tsx. */
export const secondFactorKindOf = (mode: string | null | undefined): SecondFactorKind | undefined => {
  if (mode === 'Google Authentication') return 'authenticator';
  if (mode === 'SMS OTP Authentication') return 'sms';
  return undefined;
};

/** Spec 03 §5: an empty authenticator code says 'Enter 6 digit google authetication code'; an empty SMS code
 * shows the OTP placeholder message ('Enter 6 digit OTP'). */
const requiredMessage: Record<SecondFactorKind, string> = {
  authenticator: 'shared:secondFactor.googleRequired',
  sms: 'shared:secondFactor.otpPlaceholder',
};

/** The code is required and exactly 6 characters (messages are i18n keys, shown translated). */
export const secondFactorSchemaFor = (kind: SecondFactorKind) =>
  v.object({
    code: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(requiredMessage[kind]),
      v.length(6, 'shared:secondFactor.codeLength'),
    ),
  });

export type SecondFactorValues = v.InferOutput<ReturnType<typeof secondFactorSchemaFor>>;
