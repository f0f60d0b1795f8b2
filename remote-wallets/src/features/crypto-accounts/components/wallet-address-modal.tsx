import { useMemo } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Banner, Button, Modal, TextField, toast } from '@portal/shared';
import type { CryptoWallet } from '../../../lib/crypto/types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useUpdateWalletAddress } from '../api/update-wallet-address';
import { checkAddress } from '../rules/check-address';
import { updateAddressSchema, type UpdateAddressValues } from '../rules/tab-schemas';
import styles from './crypto-tabs.module.css';

/** Spec 02 §4: Approved → read-only and blocked; Rejected → the reason; else a change request. */
export const WalletAddressModal = ({ wallet, onClose }: { wallet: CryptoWallet; onClose: () => void }) => {
  const { t } = useWalletsTranslation();
  const update = useUpdateWalletAddress();
  const schema = useMemo(() => updateAddressSchema(t), [t]);
  const form = useForm<UpdateAddressValues>({
    resolver: valibotResolver(schema),
    defaultValues: { wallet_address: wallet.wallet_address ?? '', network: wallet.network ?? '' },
  });
  const approved = wallet.wallet_address_status === 'Approved';
  const rejected = wallet.wallet_address_status === 'Rejected';

  const submit = form.handleSubmit(async (values) => {
    if (approved) {
      toast.error(t('cryptoAccounts.addressModal.approvedBlocked'));
      return;
    }
    const problem = await checkAddress(t, wallet.coin_code, values.wallet_address);
    if (problem) {
      form.setError('wallet_address', { message: problem }, { shouldFocus: true });
      return;
    }
    try {
      const answer = await update.mutateAsync({
        body: { crypto_wallet_id: wallet.crypto_wallet_id, ...values },
      });
      toast.success(answer.message ?? t('cryptoAccounts.addressModal.submitted'));
      onClose();
    } catch (error) {
      toast.fromError(error);
    }
  });

  return (
    <Modal
      open
      title={t('cryptoAccounts.addressModal.title', { coin: wallet.coin_code })}
      onClose={onClose}
      dismissible={!update.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          {approved ? null : (
            <Button type="submit" form="wallet-address-form" pending={update.isPending}>
              {t('cryptoAccounts.addressModal.submit')}
            </Button>
          )}
        </>
      }
    >
      {approved ? <Banner kind="info">{t('cryptoAccounts.addressModal.approvedBlocked')}</Banner> : null}
      {rejected ? (
        <Banner kind="error">
          {t('cryptoAccounts.addressModal.rejected', { reason: wallet.rejected_reason ?? '' })}
        </Banner>
      ) : null}
      <form
        id="wallet-address-form"
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          control={form.control}
          name="wallet_address"
          label={t('cryptoAccounts.walletAddress')}
          readOnly={approved}
          autoComplete="off"
        />
        <TextField
          control={form.control}
          name="network"
          label={t('cryptoAccounts.addressModal.network')}
          readOnly={approved}
          autoComplete="off"
        />
      </form>
    </Modal>
  );
};
