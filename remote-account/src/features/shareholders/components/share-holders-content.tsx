import { useCallback, useState } from 'react';
import { Banner, Button, errorMessage } from '@portal/shared';
import { useUserDetails } from '../../../lib/api/get-user-details';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useShareholders } from '../api/get-all-customer';
import { defaultUserGroup } from '../schemas/shareholder-schemas';
import { AddShareholderModal } from './add-shareholder-modal';
import { ContinueConfirmation } from './continue-confirmation';
import { EditShareholderModal } from './edit-shareholder-modal';
import { ShareholderConfirmation } from './shareholder-confirmations';
import { ShareholdersTable, type ShareholderAction } from './shareholders-table';
import type { Shareholder } from './shareholder-type';
import styles from './share-holders.module.css';

type Open = { kind: 'add' } | { kind: 'continue' } | { kind: ShareholderAction; row: Shareholder } | null;

const EMPTY: Shareholder[] = [];

/** Spec 01 §2.8 / §4: Corporate accounts add shareholders until they confirm the list with Continue. */
export const ShareHoldersContent = () => {
  const { t } = useAccountTranslation();
  const user = useUserDetails();
  const corporate = user.data?.account === 'Corporate';
  const list = useShareholders(corporate);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const onAction = useCallback((kind: ShareholderAction, row: Shareholder) => setOpen({ kind, row }), []);
  const managing = corporate && user.data?.is_added_all_share_holders !== 'Yes';
  const usergroup = defaultUserGroup(list.data?.allusergrp);
  // Reached by its address only (the menu offers it to corporate accounts): say why there is nothing here.
  if (user.data && !corporate) return <Banner kind="info">{t('shareholders.corporateOnly')}</Banner>;

  return (
    <>
      {managing ? <p className={styles.prompt}>{t('shareholders.prompt')}</p> : null}
      {managing ? (
        <div className={styles.toolbar}>
          <Button onClick={() => setOpen({ kind: 'add' })}>{t('shareholders.add')}</Button>
          <Button variant="secondary" onClick={() => setOpen({ kind: 'continue' })}>
            {t('shareholders.continue')}
          </Button>
        </div>
      ) : null}
      {list.isError ? <Banner kind="error">{errorMessage(list.error)}</Banner> : null}
      <ShareholdersTable
        rows={list.data?.data ?? EMPTY}
        loading={list.isPending && !list.isError && !user.isError}
        onAction={onAction}
      />
      <AddShareholderModal open={open?.kind === 'add'} usergroup={usergroup} onClose={close} />
      <ContinueConfirmation open={open?.kind === 'continue'} onClose={close} />
      {open?.kind === 'edit' ? (
        <EditShareholderModal
          key={open.row.user_id_pk}
          shareholder={open.row}
          usergroup={usergroup}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'delete' || open?.kind === 'resend' ? (
        <ShareholderConfirmation action={open.kind} shareholder={open.row} onClose={close} />
      ) : null}
    </>
  );
};
