import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { kycRecords } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { KYC_APPROVED_LOCKED, kycOf, requireCountry, requireStateOf } from './kyc-record';

/** Saves the personal and address form; a Rejected record goes back to Pending for review. */
export const updateUserKycHandler = defineHandler(
  endpoints['kyc.updateUserKyc'],
  async ({ db, userId, body }) => {
    const record = await kycOf(db, userId);
    if (record?.kycStatus === 'Approved') throw new ApiError('409', KYC_APPROVED_LOCKED);
    await requireCountry(db, 'country_id', body.country_id);
    await requireCountry(db, 'tax_country_id', body.tax_country_id);
    await requireStateOf(db, 'tax_state_id', body.tax_country_id, body.tax_state_id);
    // Ids are kept as strings in the JSON details (the wire form); everything else as typed.
    const details = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
    const values = { details, kycStatus: 'Pending', rejectedReason: null, updatedAt: new Date() };
    if (record) await db.update(kycRecords).set(values).where(eq(kycRecords.id, record.id));
    else await db.insert(kycRecords).values({ userId, ...values });
    return done('Your KYC details were saved');
  },
);
