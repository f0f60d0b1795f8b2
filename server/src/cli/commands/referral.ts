import { eq } from 'drizzle-orm';
import { referralRequests } from '../../db/schema/index';
import { type Command, need } from '../command';

export const referralCommand: Command = {
  name: 'referral',
  usage: 'referral approve|decline <rr_id> | referral list',
  run: async (db, [action, id]) => {
    if (action === 'list')
      return (
        (await db.select().from(referralRequests))
          .map((r) => `${r.id} ${r.status} ${r.fullname} <${r.email}> (user ${r.userId})`)
          .join('\n') || 'none'
      );
    const status = { approve: 'Approved', decline: 'Declined' }[need(action, 'action')];
    if (!status) throw new Error('action must be approve, decline or list');
    const updated = await db
      .update(referralRequests)
      .set({ status })
      .where(eq(referralRequests.id, Number(need(id, 'rr_id'))))
      .returning();
    if (updated.length === 0) throw new Error(`no referral request ${id}`);
    return `referral request ${id} is now ${status}`;
  },
};
