import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { countries, documentTypes, kycDocuments, states, uploads } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { wireDate } from '../../db/wire';
import { loadUser } from '../../domain/users';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { fiatAccountsOf } from '../../lib/customer-funds/owned';
import { available } from '../../lib/customer-funds/wire';
import { countryWireRows } from '../../lib/reference-cache';
import { type KycRecord, kycOf } from './kyc-record';

/** Uploaded documents: single files (kyc/updateDoc) in documentarray, document checks in documentdetails. */
const documentsOf = async (db: Executor, record: KycRecord) => {
  const rows = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.kycId, record.id), eq(kycDocuments.userId, record.userId)))
    .orderBy(asc(kycDocuments.id));
  const ids = rows
    .flatMap((r) => [r.frontUploadId, r.backUploadId])
    .filter((id): id is number => id !== null);
  const files = ids.length ? await db.select().from(uploads).where(inArray(uploads.id, ids)) : [];
  const name = (id: number | null) => files.find((f) => f.id === id)?.storedName ?? null;
  const types = await db.select().from(documentTypes);
  const countryIds = rows.map((r) => r.documentCountryId).filter((id): id is number => id !== null);
  const named = countryIds.length
    ? await db.select().from(countries).where(inArray(countries.id, countryIds))
    : [];
  return {
    documentarray: rows
      .filter((r) => r.documentTypeId === null)
      .map((r) => ({
        upload_id: String(r.id),
        upload_file_name: name(r.frontUploadId) ?? '',
        created_datetime: wireDate(r.createdAt),
      })),
    documentdetails: rows
      .filter((r) => r.documentTypeId !== null)
      .map((r) => ({
        document_type_id: String(r.documentTypeId),
        document_type_name: types.find((t) => t.id === r.documentTypeId)?.name ?? '',
        document_type_title: r.documentTitle,
        document_country: r.documentCountryId === null ? null : String(r.documentCountryId),
        document_country_name: named.find((c) => c.id === r.documentCountryId)?.name ?? '',
        document_front: name(r.frontUploadId),
        document_baack: name(r.backUploadId),
        created_datetime: wireDate(r.createdAt),
      })),
    documenttypes: types.map((t) => ({ document_type_id: String(t.id), document_name: t.name })),
  };
};

/** The record with the lists the page needs. kyc_id is 0 until the form was submitted once: the page then
 * pre-fills from the profile (spec 03 §7), and uploads need the id it gets after the first submit. */
export const getKycDetailsHandler = defineHandler(endpoints['kyc.getKycDetails'], async ({ db, userId }) => {
  const user = await loadUser(db, userId);
  const record = await kycOf(db, userId);
  const d = record?.details ?? {};
  const submitted = !!record && Object.keys(d).length > 0;
  const countryIds = [Number(d.country_id), Number(d.tax_country_id)].filter((id) => id > 0);
  const stateRows = countryIds.length
    ? await db
        .select()
        .from(states)
        .where(or(...countryIds.map((id) => eq(states.countryId, id))))
        .orderBy(asc(states.name))
    : [];
  const accounts = await fiatAccountsOf(db, userId);
  const approvedAt = (status: string | undefined) =>
    status === 'Approved' ? wireDate(record?.approvedAt ?? record?.updatedAt) : '';
  return ok(
    {
      kyc_id: submitted ? record.id : 0,
      first_name: d.first_name ?? user.firstName,
      middle_name: d.middle_name ?? user.middleName,
      last_name: d.last_name ?? user.lastName,
      email: d.email ?? user.email,
      phonecode: d.phonecode ?? user.countryCode,
      phone_number: d.phone_number ?? user.phoneNumber,
      dob: d.dob ?? user.dob ?? '',
      taxssn: d.taxssn ?? '',
      tax_country_id: d.tax_country_id ?? null,
      tax_state_id: d.tax_state_id ?? null,
      country_id: d.country_id ?? null,
      address1: d.address1 ?? '',
      address2: d.address2 ?? '',
      city: d.city ?? '',
      region: d.region ?? '',
      postalcode: d.postalcode ?? '',
      aml_kyc_status: record?.amlStatus ?? 'Pending',
      cip_kyc_status: record?.cipStatus ?? 'Pending',
      iddoc_kyc_status: record?.iddocStatus ?? 'Pending',
      address_kyc_status: record?.addressStatus ?? 'Pending',
      aml_kyc_approved_datetime: approvedAt(record?.amlStatus),
      cip_kyc_approved_datetime: approvedAt(record?.cipStatus),
      iddoc_kyc_approved_datetime: approvedAt(record?.iddocStatus),
      address_kyc_approved_datetime: approvedAt(record?.addressStatus),
      created_at: wireDate(record?.createdAt),
      updated_at: wireDate(record?.updatedAt),
      mainkycstatus: record?.kycStatus ?? 'Pending',
      ...(record
        ? await documentsOf(db, record)
        : { documentarray: [], documentdetails: [], documenttypes: [] }),
      countries: await countryWireRows(db),
      states: stateRows.map((s) => ({ id: String(s.id), name: s.name, country_id: String(s.countryId) })),
      accounts: accounts.map((a) => ({
        account_id_pk: String(a.id),
        account_currency_type: a.currency,
        account_balance: a.balance,
        available_balance: available(a),
        account_name: a.name,
        account_number: a.accountNumber ?? '',
      })),
    },
    submitted ? 'Success' : 'KYC not submitted yet',
  );
});
