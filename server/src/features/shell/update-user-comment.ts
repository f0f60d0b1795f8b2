import { endpoints } from '../../contract';
import { feedback } from '../../db/schema/index';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

export const updateUserCommentHandler = defineHandler(
  endpoints['shell.updateUserComment'],
  async ({ db, userId, body }) => {
    await db.insert(feedback).values({ userId, comment: body.feedback });
    return done('Thank you for your feedback');
  },
);
