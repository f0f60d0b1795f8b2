import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { wireTemplates } from '../../db/schema/index';
import { notFound } from '../../http/api-error';

export type WireTemplate = typeof wireTemplates.$inferSelect;

/** A beneficiary template as the wire form reads it (spec 02 §3 "Beneficiary template"). */
export const templateRow = (t: WireTemplate) => ({
  fiat_with_trans_id: String(t.id),
  temp_name: t.tempName,
  account_id_fk: String(t.accountId),
  bank_currency: t.payee.currency ?? '',
  switch_code: t.payee.swiftcode ?? '',
  bank_name: t.payee.bankname ?? '',
  address1: t.payee.address ?? '',
  address2: t.payee.customer_address ?? '',
  country_id: t.payee.country ?? null,
  label: t.payee.routing ?? '',
  account_number: t.payee.accountnumber ?? '',
  bank_account_name: t.payee.customer_name ?? '',
  total_amount: t.payee.amount ?? '0',
});

export const ownTemplate = async (
  db: Executor,
  userId: number,
  templateId: number,
): Promise<WireTemplate> => {
  const [row] = await db
    .select()
    .from(wireTemplates)
    .where(and(eq(wireTemplates.id, templateId), eq(wireTemplates.userId, userId)));
  if (!row) throw notFound('Template not found');
  return row;
};
