import { Fragment, useState } from 'react';
import {
  Banner,
  Button,
  Loader,
  formatListDate,
  passkeysSupported,
  useSharedTranslation,
} from '@portal/shared';
import accountStyles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { usePasskeys } from '../api/list-passkeys';
import { AddPasskeyForm } from './add-passkey-form';
import { RemovePasskeyForm } from './remove-passkey-form';
import styles from './profile.module.css';

type Editing = { kind: 'add' } | { kind: 'remove'; id: string; name: string } | null;

/** /profile?tab=passkeys (issue 47): the customer's passkeys, added and removed after re-authentication. */
export const PasskeySettings = () => {
  const { t } = useAccountTranslation();
  const { t: ts } = useSharedTranslation();
  const passkeys = usePasskeys();
  const [editing, setEditing] = useState<Editing>(null);
  if (passkeys.isPending) return <Loader />;
  if (passkeys.isError) return <Banner kind="error">{ts('errors.generic')}</Banner>;
  const done = () => setEditing(null);
  return (
    <section
      className={`${accountStyles.stack} ${styles.authenticator}`}
      aria-labelledby="passkeys-title"
      data-passkeys
    >
      <h2 id="passkeys-title">{t('profile.passkeys.title')}</h2>
      <p>{t('profile.passkeys.why')}</p>
      {passkeysSupported() ? null : <Banner kind="info">{ts('passkey.unsupported')}</Banner>}
      {passkeys.data.length === 0 ? (
        <p className={accountStyles.muted}>{t('profile.passkeys.none')}</p>
      ) : null}
      <ul className={styles.sessions} aria-label={t('profile.passkeys.title')}>
        {passkeys.data.map((passkey) => (
          <li key={passkey.id} className={accountStyles.card} data-passkey={passkey.name}>
            <h3>{passkey.name}</h3>
            <dl className={styles.details}>
              {[
                ['added', formatListDate(passkey.created_at)],
                [
                  'lastUsed',
                  passkey.last_used_at ? formatListDate(passkey.last_used_at) : t('profile.passkeys.never'),
                ],
                ['kind', t(passkey.synced === 'Yes' ? 'profile.passkeys.synced' : 'profile.passkeys.device')],
              ].map(([key, value]) => (
                <Fragment key={key}>
                  <dt>{t(`profile.passkeys.${key}`)}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
            {editing?.kind === 'remove' && editing.id === passkey.id ? (
              <RemovePasskeyForm passkey={passkey} onDone={done} />
            ) : (
              <div className={accountStyles.actions}>
                <Button
                  variant="secondary"
                  onClick={() => setEditing({ kind: 'remove', id: passkey.id, name: passkey.name })}
                  aria-label={t('profile.passkeys.removeOf', { name: passkey.name })}
                >
                  {t('profile.passkeys.remove')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing?.kind === 'add' ? (
        <AddPasskeyForm onDone={done} />
      ) : (
        <div className={accountStyles.actions}>
          <Button onClick={() => setEditing({ kind: 'add' })} disabled={!passkeysSupported()}>
            {t('profile.passkeys.add')}
          </Button>
        </div>
      )}
    </section>
  );
};
