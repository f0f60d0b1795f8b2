/** Spec 02 §2: a Personal, non-CryptoExchange user whose IBAN application is not Approved gets the prompt. */
export const needsIbanKycPrompt = (
  user:
    { account?: string | null; account_type?: string | null; iban_form_status?: string | null } | undefined,
): boolean =>
  Boolean(user) &&
  user?.account === 'Personal' &&
  user.account_type !== 'CryptoExchange' &&
  user.iban_form_status !== 'Approved';

/** The prompt shows after 5 seconds on the screen. */
export const IBAN_KYC_PROMPT_DELAY_MS = 5000;
