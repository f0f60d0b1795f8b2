import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

/** Identity KYC (spec 03 "KYC record"); kyc_status drives checkkyc (Pending, Approved, Rejected). */
export const kycRecords = pgTable(
  'kyc_records',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    kycStatus: varchar('kyc_status', { length: 20 }).notNull().default('Pending'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    amlStatus: varchar('aml_kyc_status', { length: 20 }).notNull().default('Pending'),
    cipStatus: varchar('cip_kyc_status', { length: 20 }).notNull().default('Pending'),
    iddocStatus: varchar('iddoc_kyc_status', { length: 20 }).notNull().default('Pending'),
    addressStatus: varchar('address_kyc_status', { length: 20 }).notNull().default('Pending'),
    providerApplicantId: varchar('provider_applicant_id', { length: 80 }),
    rejectedReason: text('rejected_reason'),
    approvedAt: at('approved_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (t) => [uniqueIndex('kyc_records_user_uq').on(t.userId)],
);

export const documentTypes = pgTable('document_types', {
  id: id(),
  name: varchar('document_name', { length: 80 }).notNull(),
});

export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: id(),
    kycId: integer('kyc_id').notNull(),
    userId: integer('user_id').notNull(),
    documentTypeId: integer('document_type_id'),
    documentTitle: varchar('document_title', { length: 120 }),
    documentCountryId: integer('document_country_id'),
    frontUploadId: integer('front_upload_id'),
    backUploadId: integer('back_upload_id'),
    createdAt: createdAt(),
  },
  (t) => [index('kyc_documents_user_idx').on(t.userId)],
);

/** The IBAN KYC form (spec 01 §3): text answers as JSON, files as stored upload names. */
export const ibanKycForms = pgTable(
  'iban_kyc_forms',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    documentFile: varchar('document_file', { length: 200 }),
    proofFile: varchar('proof_file', { length: 200 }),
    status: varchar('status', { length: 20 }).notNull().default('Pending'),
    rejectedReason: text('rejected_reason'),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (t) => [uniqueIndex('iban_kyc_forms_user_uq').on(t.userId)],
);
