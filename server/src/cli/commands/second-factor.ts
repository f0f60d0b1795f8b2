import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { FLOWS, type Flow, type SecondFactorMode, setMode } from '../../security/second-factor';
import { SYSTEM_ORIGIN, recordSecurityEvent } from '../../security/security-events';
import { sendSecurityNotice } from '../../security/security-notice';
import { type Command, need, userByEmail } from '../command';

const MODES: Record<string, SecondFactorMode> = {
  google: 'Google Authentication',
  sms: 'SMS OTP Authentication',
  // Money flows and the CVV only (a passkey signs in on its own, decision 174); SMS for a customer without one.
  passkey: 'Passkey',
  none: 'none',
};

export const secondFactorCommand: Command = {
  name: 'second-factor',
  usage: `second-factor <email> <${FLOWS.join('|')}|login|all> google|sms|passkey|none`,
  run: async (db, [email, flow, mode]) => {
    const user = await userByEmail(db, email);
    const chosen = MODES[need(mode, 'mode')];
    if (!chosen) throw new Error('mode must be google, sms, passkey or none');
    if (chosen === 'Google Authentication' && !user.totpSecret)
      throw new Error(`${user.email} has no authenticator secret yet`);
    const target = need(flow, 'flow');
    if (chosen === 'Passkey' && target === 'login')
      throw new Error('a passkey signs in on its own: choose it for money flows (or all of them)');
    const login = chosen !== 'Passkey' && (target === 'login' || target === 'all');
    if (login && user.loginSecondFactor !== chosen) {
      await db.update(users).set({ loginSecondFactor: chosen }).where(eq(users.id, user.id));
      // A sign-in factor changed by support is still a factor change: in the trail, and the customer is told.
      await recordSecurityEvent(db, user.id, 'second_factor_changed', SYSTEM_ORIGIN, 'support');
      await sendSecurityNotice(db, user.id, {
        subject: 'Your sign-in method changed',
        text: 'Customer support changed how you sign in to your account',
        fr: {
          subject: 'Votre méthode de connexion a changé',
          text: 'Le service client a modifié la façon dont vous vous connectez à votre compte',
        },
      });
    }
    const flows =
      target === 'all' ? [...FLOWS] : (FLOWS as readonly string[]).includes(target) ? [target as Flow] : [];
    if (target !== 'login' && flows.length === 0) throw new Error(`unknown flow ${target}`);
    for (const one of flows) await setMode(db, user.id, one, chosen);
    return `${user.email}: ${target} → ${chosen}`;
  },
};
