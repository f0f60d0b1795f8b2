import { useState } from 'react';
import { Banner, Button, ConfirmModal, Loader, toast, useSharedTranslation } from '@portal/shared';
import type { ActiveSession } from '../../../lib/contract-types';
import accountStyles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useActiveSessions } from '../api/list-sessions';
import styles from './profile.module.css';
import { SessionCard, useDeviceName } from './session-card';

type Pending = { kind: 'one'; session: ActiveSession } | { kind: 'others' } | null;

/** Active sessions tab: every device signed in, "Sign out" per other device and "Sign out everywhere else".
 * Each asks first; the server refuses an ended session's tokens from its next call on. */
export const ActiveSessions = () => {
  const { t } = useAccountTranslation();
  const { t: ts } = useSharedTranslation();
  const sessions = useActiveSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const deviceName = useDeviceName();
  const [asking, setAsking] = useState<Pending>(null);
  if (sessions.isPending) return <Loader />;
  if (sessions.isError) return <Banner kind="error">{ts('errors.generic')}</Banner>;
  const others = sessions.data.filter((session) => session.current !== 'Yes');
  const confirm = async () => {
    if (!asking) return;
    try {
      if (asking.kind === 'one')
        await endOne.mutateAsync({ params: { session_id: asking.session.session_id } });
      else await endOthers.mutateAsync({});
      toast.success(t(asking.kind === 'one' ? 'profile.sessions.endedOne' : 'profile.sessions.endedOthers'));
      setAsking(null);
    } catch (error) {
      toast.fromError(error);
    }
  };
  return (
    <section className={accountStyles.stack} data-active-sessions>
      <p className={accountStyles.muted}>{t('profile.sessions.intro')}</p>
      <ul className={styles.sessions} aria-label={t('profile.tabs.sessions')}>
        {sessions.data.map((session) => (
          <SessionCard
            key={session.session_id}
            session={session}
            onEnd={() => setAsking({ kind: 'one', session })}
          />
        ))}
      </ul>
      <div className={accountStyles.actions}>
        <Button disabled={others.length === 0} onClick={() => setAsking({ kind: 'others' })}>
          {t('profile.sessions.endOthers')}
        </Button>
      </div>
      <ConfirmModal
        open={asking !== null}
        title={t(asking?.kind === 'one' ? 'profile.sessions.confirmOneTitle' : 'profile.sessions.endOthers')}
        confirmLabel={t('profile.sessions.confirm')}
        pending={endOne.isPending || endOthers.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      >
        {asking?.kind === 'one'
          ? t('profile.sessions.confirmOne', { device: deviceName(asking.session) })
          : t('profile.sessions.confirmOthers', { count: others.length })}
      </ConfirmModal>
    </section>
  );
};
