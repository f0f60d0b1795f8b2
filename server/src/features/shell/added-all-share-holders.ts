import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { users } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { requireCorporate } from './shareholders';

/** Confirms the shareholder list: the dashboard opens for the corporate user. */
export const addedAllShareHoldersHandler = defineHandler(
  endpoints['shell.addedAllShareHolders'],
  async ({ db, userId }) => {
    const owner = await requireCorporate(db, userId);
    const shareholders = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.parentUserId, owner.id));
    if (shareholders.length === 0 && owner.isOneShareHolder !== 'Yes')
      throw new ApiError('409', 'Please add at least one shareholder owning 25% or more');
    await db
      .update(users)
      .set({ isAddedAllShareHolders: 'Yes', isAccessDashboard: true })
      .where(eq(users.id, owner.id));
    return done('All shareholders confirmed');
  },
);
