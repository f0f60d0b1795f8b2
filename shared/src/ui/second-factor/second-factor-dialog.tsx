import { lazyPart } from '../controls/lazy-part';

export type SecondFactorDialogProps = {
  /** The server's mode for this flow; a mode other than the two known ones renders nothing. */
  mode: string | null | undefined;
  open: boolean;
  /** Receives the trimmed 6-character code; may return a promise (the dialog stays pending until it settles). */
  onSubmit: (code: string) => unknown;
  onClose: () => void;
  /** SMS mode: sends a new code. */
  onResend?: () => unknown;
  /** e.g. mutation.isPending of the final call. */
  pending?: boolean;
  /** Server error to show (already translated or the server's text). */
  error?: string | undefined;
  /** Already translated; defaults to "Verification". */
  title?: string;
};

// The dialog (and its form) loads when a flow first needs it, not with the login page. Nothing is shown
// meanwhile: a closed dialog renders nothing either.
const SecondFactorDialogPart = lazyPart<SecondFactorDialogProps>(
  () => import('./second-factor-dialog-view').then((m) => m.SecondFactorDialogView),
  null,
);

/** Authenticator code or SMS OTP before a money-moving call. Double submit is impossible while pending. */
export const SecondFactorDialog = (props: SecondFactorDialogProps) => <SecondFactorDialogPart {...props} />;
