import * as v from 'valibot';
import {
  ENABLE_DISABLE,
  digitsField,
  emailField,
  fileNameField,
  idField,
  optIdField,
  pastDateField,
  required,
  textField,
} from '../fields';
import { headerTextRules, nameRules } from '../../customer-text';

// Content, lists, KYC and profile requests.

export const internalDetailsBodySchema = v.object({ internalid: idField('Transfer id is required') });
export const outgoingDetailsBodySchema = v.object({ outgoingid: idField('Transfer id is required') });
export const idParamsSchema = v.object({ id: idField('Id is required') });
export const categoryParamsSchema = v.object({ categoryId: idField('Category is required') });
export const countryParamsSchema = v.object({ countryId: idField('Country is required') });
export const fileNameParamsSchema = v.object({ fileName: fileNameField('A valid file name is required') });

export const contactBodySchema = v.object({
  fullname: v.pipe(textField('Enter full name'), ...nameRules('full')),
  emailid: emailField('Enter valid email'),
  subject: v.pipe(
    textField('Enter subject'),
    v.maxLength(200, 'Subject is too long (at most 200 characters).'),
    ...headerTextRules(),
  ),
  details: textField('Enter details'),
});
export type ContactBody = v.InferInput<typeof contactBodySchema>;

export const updateKycBodySchema = v.object({
  first_name: textField('Enter first name'),
  middle_name: textField('Enter middle name'),
  last_name: textField('Enter last name'),
  email: emailField('Enter valid email'),
  phonecode: textField('Select phone code'),
  phone_number: digitsField('Enter valid mobile number'),
  dob: pastDateField('Enter valid date of birth'),
  taxssn: textField('Enter tax id'),
  tax_country_id: idField('Select tax country'),
  tax_state_id: idField('Select tax state'),
  country_id: idField('Select country'),
  address1: textField('Enter address line 1'),
  address2: textField('Enter address line 2'),
  city: textField('Enter city'),
  region: textField('Enter region'),
  postalcode: textField('Enter postal code'),
});
export type UpdateKycBody = v.InferInput<typeof updateKycBodySchema>;

/** kyc/updateDoc (multipart; the document is the `file` part). */
export const updateDocBodySchema = v.object({
  kyc_id: idField('KYC id is required'),
  fileName: v.optional(v.string()),
});

/** kyc/updateUserDocuments (multipart; files document_front and document_baack). Type 3 needs a title. */
export const updateUserDocumentsBodySchema = v.pipe(
  v.object({
    kyc_id: idField('KYC id is required'),
    document_type_id: idField('Select document type'),
    document_type_title: v.optional(v.pipe(v.string(), v.trim())),
    document_country: idField('Select document country'),
  }),
  v.forward(
    v.partialCheck(
      [['document_type_id'], ['document_type_title']],
      (input) => input.document_type_id !== 3 || !!input.document_type_title,
      'Enter document title',
    ),
    ['document_type_title'],
  ),
);

export const updatePasswordBodySchema = v.pipe(
  v.object({
    old_password: required('Enter current password.', v.string('Enter current password.')),
    new_password: required('Enter new password.', v.string('Enter new password.')),
    confirm_password: required('Enter confirm password.', v.string('Enter confirm password.')),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_password']],
      (input) => input.new_password === input.confirm_password,
      'Do not match password.',
    ),
    ['confirm_password'],
  ),
);

export const emailNotificationBodySchema = v.object({
  status: required('Status is required', v.picklist(ENABLE_DISABLE, 'Status must be Enable or Disable')),
});

export const userNotificationBodySchema = v.object({
  notification_type: textField('Notification type is required'),
  status: required('Status is required', v.picklist(ENABLE_DISABLE, 'Status must be Enable or Disable')),
  /** Our addition: which list the toggle belongs to ('app' in-app, the default, or 'email'). */
  channel: v.optional(v.picklist(['app', 'email'], 'Channel must be app or email')),
});

/** profile/updateUserProfile (multipart; optional photo in `file`). lang_id is sent as 1. */
export const updateProfileBodySchema = v.object({
  first_name: v.pipe(textField('Enter first name'), ...nameRules('first')),
  last_name: v.pipe(textField('Enter last name'), ...nameRules('last')),
  dob: pastDateField('Enter valid date'),
  timezone: textField('Select timezone'),
  country_id: idField('Select country'),
  // Contract 1.4: optional. A country without a state list has no state to choose (the server requires one
  // exactly when the country has a list).
  state_id: optIdField,
  addressline1: textField('Enter address line 1'),
  addressline2: textField('Enter address line 2'),
  city: textField('Enter city'),
  zipcode: textField('Enter zip code'),
  lang_id: optIdField,
  fileName: v.optional(v.string()),
});
export type UpdateProfileBody = v.InferInput<typeof updateProfileBodySchema>;
