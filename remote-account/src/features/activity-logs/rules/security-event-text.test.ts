import { act } from '@testing-library/react';
import { i18n, setLanguage } from '@portal/shared';
import '../../../app/register';
import { NAMESPACE } from '../../../app/namespace';
import { eventDetail, eventLabel } from './security-event-text';

const row = (event_type: string, detail = '') => ({ security_event_pk: '1', event_type, detail });
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: NAMESPACE, ...options });

test.each([
  ['en', 'sign_in_failed', 'password', 'Failed sign-in', 'Wrong password'],
  ['fr', 'sign_in_failed', 'second_factor', 'Échec de connexion', 'Mauvais code de vérification'],
  ['en', 'second_factor_changed', 'authenticator', 'Sign-in method changed', 'Authenticator app'],
  ['fr', 'second_factor_changed', 'support', 'Méthode de connexion modifiée', 'Par le service client'],
  ['en', 'other_sessions_ended', '2', 'Signed out everywhere else', '2 session(s)'],
  ['fr', 'sign_in_failed', 'passkey', 'Échec de connexion', 'Clé d’accès refusée'],
  ['en', 'passkey_added', 'passkey', 'Passkey added', 'passkey'],
  ['fr', 'passkey_removed', 'Work laptop', 'Clé d’accès supprimée', 'Work laptop'],
  ['fr', 'payee_added', 'Hans', 'Nouveau bénéficiaire', 'Hans'],
  ['en', 'sign_out', '', 'Signed out', ''],
  ['fr', 'sign_out', '', 'Déconnexion', ''],
  ['en', 'session_limit', 'Chrome · Windows', 'Oldest session signed out (device limit)', 'Chrome · Windows'],
  ['en', 'secret_checks_locked', 'password', 'Locked after repeated wrong entries', 'Wrong password'],
  [
    'fr',
    'secret_checks_locked',
    'second_factor',
    'Verrouillé après plusieurs saisies erronées',
    'Mauvais code de vérification',
  ],
  ['en', 'future_kind', 'x', 'future_kind', 'x'],
])('%s %s/%s → %s, %s', async (lang, kind, detail, label, text) => {
  await act(() => setLanguage(lang as 'en' | 'fr'));
  expect(eventLabel(t, row(kind, detail))).toBe(label);
  expect(eventDetail(t, row(kind, detail))).toBe(text);
});
