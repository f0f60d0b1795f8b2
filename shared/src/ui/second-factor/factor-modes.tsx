import type { ComponentType } from 'react';
import { apiCall } from '../../api/api-call';
// The auth table only (the kit's API client already carries it), not the whole contract.
import { authEndpoints } from '../../contract/endpoints/auth';
import { toast } from '../toast/toast-store';
import { SecondFactorDialog } from './second-factor-dialog';
import { PasskeyDialog } from './passkey-dialog';

/** How a second factor proves the customer's consent; a new mode (a passkey) adds its kind here. */
export type FactorKind = 'authenticator' | 'sms' | 'passkey';

/** What the final call receives: the proof the mode collected (a code, or a passkey's answer as JSON), and its
 * kind. */
export type SecondFactorCode = { kind: FactorKind; code: string } | undefined;

/** What a mode's dialog is given by the confirm step. */
export type FactorDialogProps = {
  open: boolean;
  /** Already translated: the operation the factor confirms. */
  title?: string;
  /** The refusal of the last proof (wrong code), shown in the dialog. */
  error?: string;
  /** Hands the proof to the final call; a rejection keeps the dialog open with `error`. */
  onProof: (proof: string) => Promise<void>;
  onClose: () => void;
};

/**
 * A confirm mode of the review step: which server setting selects it, what it does when Confirm is pressed
 * (`prepare`, e.g. send the SMS) and the dialog that collects its proof. The forms never see the modes: the
 * step picks one by the flow's setting, and `secondFactorFields` writes its proof under the wire's name.
 */
export type FactorMode = {
  kind: FactorKind;
  /** The value of the flow's setting (outgoingotp, internalotp, otp, cardtopup, buyotp …) selecting it. */
  setting: string;
  /** i18n key (namespace shared) of the review's line saying what Confirm will ask for. */
  noteKey: string;
  /** Before the dialog opens; false ends the confirm step (the reason was shown). */
  prepare?: () => Promise<boolean>;
  Dialog: ComponentType<FactorDialogProps>;
};

/** Sends (or sends again) the SMS code of the pending operation; a failure is shown as a toast. */
const sendSms = async (): Promise<boolean> => {
  try {
    await apiCall(authEndpoints['auth.sendAndCheckOtp']);
    return true;
  } catch (failure) {
    toast.fromError(failure);
    return false;
  }
};

const AUTHENTICATOR_SETTING = 'Google Authentication';
const SMS_SETTING = 'SMS OTP Authentication';
/** Contract 1.11 (issue 47): a flow the provider set to the passkey; the server answers SMS to a customer without one. */
export const PASSKEY_SETTING = 'Passkey';

const AuthenticatorDialog = ({ onProof, ...props }: FactorDialogProps) => (
  <SecondFactorDialog {...props} mode={AUTHENTICATOR_SETTING} onSubmit={onProof} />
);
const SmsDialog = ({ onProof, ...props }: FactorDialogProps) => (
  <SecondFactorDialog {...props} mode={SMS_SETTING} onSubmit={onProof} onResend={sendSms} />
);

/** Specs 02 §4 and 03 §4: a 6-character authenticator code, or an SMS code sent first; and (issue 47) a passkey
 * whose challenge the server derived from the reviewed operation. */
export const FACTOR_MODES: readonly FactorMode[] = [
  {
    kind: 'authenticator',
    setting: AUTHENTICATOR_SETTING,
    noteKey: 'review.factorAuthenticator',
    Dialog: AuthenticatorDialog,
  },
  {
    kind: 'sms',
    setting: SMS_SETTING,
    noteKey: 'review.factorSms',
    prepare: sendSms,
    Dialog: SmsDialog,
  },
  {
    kind: 'passkey',
    setting: PASSKEY_SETTING,
    noteKey: 'review.factorPasskey',
    Dialog: PasskeyDialog,
  },
];

/** The mode a flow's setting selects; undefined (any other value): the final call is sent at once. */
export const factorModeOf = (setting: string | null | undefined): FactorMode | undefined =>
  FACTOR_MODES.find((mode) => mode.setting === setting);

export const needsSecondFactor = (setting: string | null | undefined): boolean =>
  factorModeOf(setting) !== undefined;

/** The wire names of the proof, per family of calls (each spec spells them its own way; the passkey's answer is
 * `passkey` everywhere, contract 1.11). */
export type FactorFieldNames = Readonly<Record<FactorKind, string>>;
/** Crypto and exchange calls: auth_code / smscode. */
export const CRYPTO_FACTOR_FIELDS = {
  authenticator: 'auth_code',
  sms: 'smscode',
  passkey: 'passkey',
} as const;
/** Fiat wire and internal transfer: auth_code / otp. */
export const FIAT_FACTOR_FIELDS = { authenticator: 'auth_code', sms: 'otp', passkey: 'passkey' } as const;
/** Card calls: authcode / otp. */
export const CARD_FACTOR_FIELDS = { authenticator: 'authcode', sms: 'otp', passkey: 'passkey' } as const;

/** The body field of the proof the confirm step collected, under the call family's name; {} without one. */
export const secondFactorFields = <N extends FactorFieldNames = typeof CRYPTO_FACTOR_FIELDS>(
  code: SecondFactorCode,
  names: N = CRYPTO_FACTOR_FIELDS as unknown as N,
): Partial<Record<N[FactorKind], string>> =>
  (code ? { [names[code.kind]]: code.code } : {}) as Partial<Record<N[FactorKind], string>>;
