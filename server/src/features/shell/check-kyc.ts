import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { kycRecords } from '../../db/schema/index';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

export const checkKycHandler = defineHandler(endpoints['shell.checkKyc'], async ({ db, userId }) => {
  const [row] = await db.select().from(kycRecords).where(eq(kycRecords.userId, userId));
  return ok([{ kyc_status: row?.kycStatus ?? 'Pending', kyc_id: row?.id ?? 0 }], 'Success');
});
