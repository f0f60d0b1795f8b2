import * as v from 'valibot';
import { accountSummarySchema } from './fiat';
import { countrySchema, stateSchema } from './geo';
import { idSchema, numberLike, optId, optList, optText } from './wire';

export const kycDocumentSchema = v.looseObject({
  upload_id: idSchema,
  upload_file_name: v.string(),
  created_datetime: optText,
});
export type KycDocument = v.InferOutput<typeof kycDocumentSchema>;

/** A submitted document check (type, country, front and back file names; document_baack spelt so). */
export const kycDocumentCheckSchema = v.looseObject({
  document_type_id: optId,
  document_type_name: optText,
  document_type_title: optText,
  document_country: optId,
  document_country_name: optText,
  document_front: optText,
  document_baack: optText,
  created_datetime: optText,
});
export type KycDocumentCheck = v.InferOutput<typeof kycDocumentCheckSchema>;

export const documentTypeSchema = v.looseObject({
  document_type_id: idSchema,
  document_name: v.string(),
});
export type DocumentType = v.InferOutput<typeof documentTypeSchema>;

/** kyc/getKYCDetails data: the record plus the lists the verification page needs (design: all inside
 * `data`). kyc_id not positive means "no KYC yet" (the page then falls back to the profile). The approval
 * times are named <check>_kyc_approved_datetime (the spec says only "matching approved datetimes"). */
export const kycRecordSchema = v.looseObject({
  kyc_id: v.optional(numberLike, 0),
  first_name: optText,
  middle_name: optText,
  last_name: optText,
  email: optText,
  phonecode: optText,
  phone_number: optText,
  dob: optText,
  taxssn: optText,
  tax_country_id: optId,
  tax_state_id: optId,
  country_id: optId,
  address1: optText,
  address2: optText,
  city: optText,
  region: optText,
  postalcode: optText,
  aml_kyc_status: optText,
  cip_kyc_status: optText,
  iddoc_kyc_status: optText,
  address_kyc_status: optText,
  aml_kyc_approved_datetime: optText,
  cip_kyc_approved_datetime: optText,
  iddoc_kyc_approved_datetime: optText,
  address_kyc_approved_datetime: optText,
  created_at: optText,
  updated_at: optText,
  /** 'Approved' or another status (warning badge); Approved blocks editing and uploads. */
  mainkycstatus: optText,
  documentarray: optList(kycDocumentSchema),
  documentdetails: optList(kycDocumentCheckSchema),
  documenttypes: optList(documentTypeSchema),
  countries: optList(countrySchema),
  states: optList(stateSchema),
  accounts: optList(accountSummarySchema),
});
export type KycRecord = v.InferOutput<typeof kycRecordSchema>;
