import { useNavigate } from 'react-router-dom';
import { Button, Modal } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import styles from './wallet-cards.module.css';

export type TransferTypeModalProps = {
  open: boolean;
  cryptoExchange: boolean;
  onClose: () => void;
  onWalletToIban: () => void;
};

/** Spec 02 §2: Virtual Wallet to IBAN Account (not for CryptoExchange accounts) or Internal Transfer. */
export const TransferTypeModal = ({
  open,
  cryptoExchange,
  onClose,
  onWalletToIban,
}: TransferTypeModalProps) => {
  const { t } = useWalletsTranslation();
  const navigate = useNavigate();
  return (
    <Modal open={open} title={t('fiatWallets.transferTypeTitle')} onClose={onClose}>
      <div className={styles.choices}>
        {cryptoExchange ? null : <Button onClick={onWalletToIban}>{t('fiatWallets.walletToIban')}</Button>}
        <Button
          variant="secondary"
          onClick={() => {
            onClose();
            void navigate('/fiat-internal-transfers');
          }}
        >
          {t('fiatWallets.internalTransfer')}
        </Button>
      </div>
    </Modal>
  );
};
