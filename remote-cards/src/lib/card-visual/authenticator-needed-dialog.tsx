import { useLocation } from 'react-router-dom';
import { Button, LinkButton, Modal } from '@portal/shared';
import { useCardsTranslation } from '../use-cards-translation';

/** Where the profile sets up the app, coming back to this page when it is on. */
export const AUTHENTICATOR_SETUP = '/profile?tab=authenticator';

/** The CVV is shown after an authenticator code (spec 03): without an app set up, asking for a code is a dead
 * end (issue 44), so this says why and leads to the setup, then back here. */
export const AuthenticatorNeededDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useCardsTranslation();
  const back = encodeURIComponent(useLocation().pathname);
  return (
    <Modal
      open={open}
      title={t('common.authenticatorNeeded.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <LinkButton to={`${AUTHENTICATOR_SETUP}&return=${back}`}>
            {t('common.authenticatorNeeded.setUp')}
          </LinkButton>
        </>
      }
    >
      <p>{t('common.authenticatorNeeded.text')}</p>
    </Modal>
  );
};
