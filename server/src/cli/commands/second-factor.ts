import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { FLOWS, type Flow, type SecondFactorMode, setMode } from '../../security/second-factor';
import { type Command, need, userByEmail } from '../command';

const MODES: Record<string, SecondFactorMode> = {
  google: 'Google Authentication',
  sms: 'SMS OTP Authentication',
  none: 'none',
};

export const secondFactorCommand: Command = {
  name: 'second-factor',
  usage: `second-factor <email> <${FLOWS.join('|')}|login|all> google|sms|none`,
  run: async (db, [email, flow, mode]) => {
    const user = await userByEmail(db, email);
    const chosen = MODES[need(mode, 'mode')];
    if (!chosen) throw new Error('mode must be google, sms or none');
    if (chosen === 'Google Authentication' && !user.totpSecret)
      throw new Error(`${user.email} has no authenticator secret yet`);
    const target = need(flow, 'flow');
    if (target === 'login' || target === 'all')
      await db.update(users).set({ loginSecondFactor: chosen }).where(eq(users.id, user.id));
    const flows =
      target === 'all' ? [...FLOWS] : (FLOWS as readonly string[]).includes(target) ? [target as Flow] : [];
    if (target !== 'login' && flows.length === 0) throw new Error(`unknown flow ${target}`);
    for (const one of flows) await setMode(db, user.id, one, chosen);
    return `${user.email}: ${target} → ${chosen}`;
  },
};
