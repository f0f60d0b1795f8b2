import { and, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { wireTemplates } from '../../db/schema/index';
import { done, ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { ownTemplate, templateRow } from './templates';

export const getFiatWithdrawDetailsHandler = defineHandler(
  endpoints['outgoingTransfer.getFiatWithdrawDetails'],
  async ({ db, userId, params }) => ok(templateRow(await ownTemplate(db, userId, params.templateId))),
);

export const deleteTemplateHandler = defineHandler(
  endpoints['outgoingTransfer.deleteTemplate'],
  async ({ db, userId, params }) => {
    await ownTemplate(db, userId, params.templateId);
    await db
      .delete(wireTemplates)
      .where(and(eq(wireTemplates.id, params.templateId), eq(wireTemplates.userId, userId)));
    return done('Template deleted');
  },
);
