import type { Operation } from '../../security/operation';
import { sendSecurityNotice } from '../../security/security-notice';
import type { Executor } from '../../db/client';

/** The changes a re-authentication confirms; the SMS code of the current factor is sent for (and names) one. */
export const ADD_PASSKEY: Operation = {
  kind: 'factor-change',
  amount: '0',
  payee: 'passkey-add',
  label: 'adding a passkey to your account',
};

export const removePasskeyChange = (id: string, name: string): Operation => ({
  kind: 'factor-change',
  amount: '0',
  payee: `passkey-remove:${id}`,
  label: `removing the passkey "${name}" from your account`,
});

/** Told on the channels the customer had before the change (e-mail and phone), whatever the settings. */
export const noticePasskeyChange = (
  db: Executor,
  userId: number,
  change: 'added' | 'removed',
  name: string,
) =>
  sendSecurityNotice(db, userId, {
    subject:
      change === 'added' ? 'A passkey was added to your account' : 'A passkey was removed from your account',
    text:
      change === 'added'
        ? `The passkey "${name}" was added: it can now sign in and confirm payments`
        : `The passkey "${name}" was removed: it can no longer sign in or confirm payments`,
    fr: {
      subject:
        change === 'added'
          ? 'Une clé d’accès a été ajoutée à votre compte'
          : 'Une clé d’accès a été supprimée de votre compte',
      text:
        change === 'added'
          ? `La clé d’accès « ${name} » a été ajoutée : elle peut désormais vous connecter et confirmer des paiements`
          : `La clé d’accès « ${name} » a été supprimée : elle ne peut plus vous connecter ni confirmer de paiements`,
    },
  });

/** The list's row: ISO dates, synced or bound to one device. */
export const passkeyRow = (row: {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  deviceType: string;
}) => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  synced: row.deviceType === 'multiDevice' ? ('Yes' as const) : ('No' as const),
});
