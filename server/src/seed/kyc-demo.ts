import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { Executor } from '../db/client';
import {
  countries,
  kycDocuments,
  kycRecords,
  notificationPreferences,
  states,
  users,
} from '../db/schema/index';
import { findUserByEmail } from '../domain/users';
import { storeUpload } from '../http/uploads';
import type { StorageConfig } from '../storage/file-store';

/** A 1×1 PNG: the demo document images (stored through the file store, so getkycphoto serves them). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type DemoUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** The KYC form as the demo customer filled it: a London address in England, GB. */
const kycDetails = async (db: Executor, user: DemoUser) => {
  const [gb] = await db.select().from(countries).where(eq(countries.sortname, 'GB'));
  const [england] = gb
    ? await db
        .select()
        .from(states)
        .where(and(eq(states.countryId, gb.id), eq(states.name, 'England')))
    : [];
  const country = String(gb?.id ?? 1);
  const state = String(england?.id ?? 1);
  const details = {
    first_name: user.firstName,
    middle_name: 'Anne',
    last_name: user.lastName,
    email: user.email,
    phonecode: user.countryCode,
    phone_number: user.phoneNumber,
    dob: '1988-04-12',
    taxssn: 'AB123456C',
    tax_country_id: country,
    tax_state_id: state,
    country_id: country,
    address1: '221B Baker Street',
    address2: 'Flat 2',
    city: 'London',
    region: 'Greater London',
    postalcode: 'NW1 6XE',
  };
  return { details, country, state };
};

type DocumentsOf = { userId: number; kycId: number; country: string; approvedAt: Date };

/** A passport (front and back) and a utility bill, stored through the file store. */
const seedDocuments = async (db: Executor, storage: StorageConfig, d: DocumentsOf) => {
  const store = (field: string, fileName: string) =>
    storeUpload(db, storage, {
      userId: d.userId,
      field,
      fileName,
      bytes: PNG,
      ext: 'png',
      mime: 'image/png',
    });
  const [front, back, bill] = [
    await store('document_front', 'passport-front.png'),
    await store('document_baack', 'passport-back.png'),
    await store('file', 'utility-bill.png'),
  ];
  await db.insert(kycDocuments).values([
    {
      kycId: d.kycId,
      userId: d.userId,
      documentTypeId: 1,
      documentCountryId: Number(d.country),
      frontUploadId: front.uploadId,
      backUploadId: back.uploadId,
      createdAt: d.approvedAt,
    },
    { kycId: d.kycId, userId: d.userId, frontUploadId: bill.uploadId, createdAt: d.approvedAt },
  ]);
};

/** personal@demo.portal: a complete, Approved KYC (all four checks), a passport check and a utility bill,
 * address and timezone on the profile, and a few notification preferences switched off. */
export const seedKycDemo = async (db: Executor, storage: StorageConfig = loadConfig()): Promise<void> => {
  const user = await findUserByEmail(db, 'personal@demo.portal');
  if (!user) return;
  const { details, country, state } = await kycDetails(db, user);
  const approvedAt = new Date(Date.now() - 30 * 86_400_000);
  const [record] = await db
    .update(kycRecords)
    .set({
      details,
      kycStatus: 'Approved',
      amlStatus: 'Approved',
      cipStatus: 'Approved',
      iddocStatus: 'Approved',
      addressStatus: 'Approved',
      approvedAt,
      updatedAt: approvedAt,
    })
    .where(eq(kycRecords.userId, user.id))
    .returning();
  await seedDocuments(db, storage, { userId: user.id, kycId: record!.id, country, approvedAt });
  await db
    .update(users)
    .set({
      dob: '1988-04-12',
      timezone: 'Europe/London',
      address: {
        addressline1: details.address1,
        addressline2: details.address2,
        city: 'London',
        zipcode: 'NW1 6XE',
        country,
        state,
      },
    })
    .where(eq(users.id, user.id));
  await db.insert(notificationPreferences).values([
    { userId: user.id, channel: 'app', notificationType: 'Login Alert', status: 'Disable' },
    { userId: user.id, channel: 'email', notificationType: 'Crypto Exchange', status: 'Disable' },
  ]);
};
