import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, kycRecords, states } from '../../db/schema/index';
import { ApiError, badRequest, notFound } from '../../http/api-error';

export type KycRecord = typeof kycRecords.$inferSelect;

export const KYC_APPROVED_LOCKED = 'Your KYC is approved: details and documents can no longer be changed.';

export const kycOf = async (db: Executor, userId: number): Promise<KycRecord | undefined> =>
  (await db.select().from(kycRecords).where(eq(kycRecords.userId, userId)))[0];

/** The caller's KYC record named by kyc_id, open for changes. Another user's id is the same 404 as a
 * missing one; an Approved record refuses every change (spec 03 §6). */
export const editableKyc = async (db: Executor, userId: number, kycId: number): Promise<KycRecord> => {
  const record = await kycOf(db, userId);
  if (!record || record.id !== kycId) throw notFound('KYC record not found');
  if (record.kycStatus === 'Approved') throw new ApiError('409', KYC_APPROVED_LOCKED);
  return record;
};

export const requireCountry = async (db: Executor, field: string, countryId: number) => {
  const [country] = await db.select().from(countries).where(eq(countries.id, countryId));
  if (!country) throw badRequest(`${field}: Select a valid country`);
  return country;
};

/** A state must belong to its country when that country has a state list; otherwise any id is kept as
 * sent (most countries have no seeded states). */
export const requireStateOf = async (db: Executor, field: string, countryId: number, stateId: number) => {
  const list = await db.select().from(states).where(eq(states.countryId, countryId));
  if (list.length && !list.some((s) => s.id === stateId)) throw badRequest(`${field}: Select a valid state`);
};

/** Edit profile (contract 1.4): a country with a state list needs one of its states; a country without one
 * takes no state (a German address has none to choose). Returns the state to store ('' for none). */
export const profileStateOf = async (
  db: Executor,
  countryId: number,
  stateId: number | undefined,
): Promise<string> => {
  const list = await db.select().from(states).where(eq(states.countryId, countryId));
  if (list.length && stateId === undefined) throw badRequest('state_id: Select state');
  if (stateId !== undefined && !list.some((s) => s.id === stateId))
    throw badRequest('state_id: Select a valid state');
  return stateId === undefined ? '' : String(stateId);
};
