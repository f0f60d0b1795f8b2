import { useCallback, useState } from 'react';
import { Banner, Button } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useReferralRequests } from '../api/get-referral-request';
import { NewRequestModal } from './new-request-modal';
import type { ReferralRow } from './referral-row';
import { ReferralTable } from './referral-table';
import { SendLinkModal } from './send-link-modal';
import { referralErrorText } from './referral-error';

const EMPTY: ReferralRow[] = [];

/** Spec 01 §2.9: the VIP tier-2 member's referral requests. */
export const ReferralRequestsContent = () => {
  const { t } = useAccountTranslation();
  const list = useReferralRequests();
  const [adding, setAdding] = useState(false);
  const [sendTo, setSendTo] = useState<number | null>(null);
  const onSend = useCallback((rrId: number) => setSendTo(rrId), []);
  return (
    <>
      <div>
        <Button onClick={() => setAdding(true)}>{t('referrals.newRequest')}</Button>
      </div>
      {list.isError ? <Banner kind="error">{referralErrorText(list.error)}</Banner> : null}
      <ReferralTable rows={list.data ?? EMPTY} loading={list.isPending && !list.isError} onSend={onSend} />
      <NewRequestModal open={adding} onClose={() => setAdding(false)} />
      <SendLinkModal rrId={sendTo} onClose={() => setSendTo(null)} />
    </>
  );
};
