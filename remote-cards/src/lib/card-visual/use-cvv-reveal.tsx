import { useState } from 'react';
import { PasskeyDialog, SecondFactorDialog, isApiError } from '@portal/shared';
import { useHasPasskey } from '../api/list-passkeys';
import { useUserDetails } from '../api/get-user-details';
import { verifyCvvCode, verifyCvvPasskey } from '../api/verify-2fa';
import { useCardsTranslation } from '../use-cards-translation';
import { cardsErrorMessage } from '../card-errors';
import { AuthenticatorNeededDialog } from './authenticator-needed-dialog';

const AUTHENTICATOR = 'Google Authentication';

type Revealed = { cvv?: string; number?: string };

/** Spec 03 §4 "CVV reveal": hidden by default; the eye opens the authenticator modal; after a verified code
 * that card's CVV is shown (kept in this component only, never cached); clicking again hides it. A wrong code
 * shows the server's message in the modal and reveals nothing. The same step reveals the full card number
 * (PCI DSS 3.4.1: the number is masked wherever it is shown without it). Without an authenticator set up the eye
 * explains and links to its setup instead of asking for a code nobody has (issue 44); a wrong code says what
 * to do next. A passkey holder confirms with the passkey instead, its challenge made for that card (issue 47). */
export const useCvvReveal = () => {
  const { t } = useCardsTranslation();
  const [shown, setShown] = useState<Record<string, Revealed>>({});
  const [asking, setAsking] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [needsSetup, setNeedsSetup] = useState(false);
  const noAuthenticator = useUserDetails().data?.authenticator === 'No';
  // A passkey holder confirms with it (issue 47), with or without an authenticator.
  const passkey = useHasPasskey();

  const toggle = (cardId: string) => {
    if (shown[cardId]) {
      setShown(({ [cardId]: _hidden, ...rest }) => rest);
      return;
    }
    setError(undefined);
    if (noAuthenticator && !passkey) setNeedsSetup(true);
    else setAsking(cardId);
  };

  const handleSubmit = async (proof: string) => {
    if (!asking) return;
    try {
      const answer = passkey ? await verifyCvvPasskey(asking, proof) : await verifyCvvCode(asking, proof);
      const revealed = {
        cvv: answer.data?.cvv_number ?? undefined,
        number: answer.data?.card_number ?? undefined,
      };
      if (revealed.cvv || revealed.number) setShown((current) => ({ ...current, [asking]: revealed }));
      setAsking(null);
    } catch (failure) {
      const message = cardsErrorMessage(failure);
      setError(
        isApiError(failure) && failure.code === '401' && !passkey
          ? t('common.authenticatorNeeded.wrongCode', { message })
          : message,
      );
    }
  };

  const dialog = (
    <>
      <AuthenticatorNeededDialog open={needsSetup} onClose={() => setNeedsSetup(false)} />
      {passkey ? (
        <PasskeyDialog
          open={asking !== null}
          title={t('common.cvvTitle')}
          error={error}
          onProof={handleSubmit}
          onClose={() => setAsking(null)}
          {...(asking ? { target: { card_id: asking } } : {})}
        />
      ) : (
        <SecondFactorDialog
          mode={AUTHENTICATOR}
          open={asking !== null}
          title={t('common.cvvTitle')}
          error={error}
          onSubmit={handleSubmit}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
  return {
    cvvOf: (cardId: string) => shown[cardId]?.cvv,
    numberOf: (cardId: string) => shown[cardId]?.number,
    toggle,
    dialog,
  };
};
