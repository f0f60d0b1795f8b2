import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';
import { nameRules } from '../customer-text';
import {
  emailField,
  fileNameParam,
  idField,
  idParam,
  messageAnswer,
  phoneDigits,
  requiredText,
  yesNo,
} from '../common-schemas';

// Spec 01 §7: the shell, dashboard profile, notifications, KYC check, shareholders, countries, IBAN KYC
// form and referral requests. Wallet, crypto and account-e-mail calls live in wallets/crypto/exchange/content.

const str = v.optional(v.nullable(v.string()));
const num = v.optional(v.nullable(v.union([v.number(), v.string()])));

const loginLog = v.looseObject({ login_log_pk: v.number(), logindatetime: v.string() });
const logoSettings = v.looseObject({
  logo: v.string(),
  mobile_logo: v.string(),
  favicon: v.string(),
  logo_title: v.string(),
  tagline: v.string(),
});
const colorSettings = v.looseObject({
  primary_color: v.string(),
  primary_hover_color: v.string(),
  secondary_color: v.string(),
  menu_default_color: v.string(),
  menu_background: v.string(),
  close_button_color: v.string(),
  secondary_page_font_color: v.string(),
});
export const userDetailsSchema = v.looseObject({
  first_name: v.string(),
  last_name: v.string(),
  email_id: v.string(),
  status: v.string(),
  account: v.string(),
  account_type: v.string(),
  is_access_dashboard: v.boolean(),
  is_one_share_holder: yesNo,
  is_added_all_share_holders: yesNo,
  vip_user: yesNo,
  tier: v.number(),
  iban_form_status: str,
  image_64: str,
  login_logsarray: v.array(loginLog),
  logosettings: v.array(logoSettings),
  colorsettings: v.array(colorSettings),
  /** Design (contract 1.8): Yes when an authenticator app is set up and confirmed (the CVV reveal needs one,
   * spec 03); absent from a server that does not say. */
  authenticator: v.optional(yesNo),
});

const notification = v.looseObject({
  noti_id: v.number(),
  title: v.string(),
  description: v.string(),
  read: yesNo,
  transaction_type: v.string(),
  created_datetime: v.string(),
});
const shareholder = v.looseObject({
  user_id_pk: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email_id: v.string(),
  country_code: v.string(),
  phone_number: v.string(),
  broker_id: num,
  user_group_id: num,
  user_kyc_kyc_api_status: v.string(),
  created_datetime: v.string(),
});
const country = v.looseObject({
  country_id_pk: v.number(),
  name: v.string(),
  phonecode: v.string(),
  sortname: v.string(),
});
const referralRequest = v.looseObject({
  rr_id: v.number(),
  fullname: v.string(),
  email_id: v.string(),
  country_code: v.string(),
  phone_number: v.string(),
  status: v.string(),
  description: str,
  created_datetime: str,
});
const shareholderId = v.object({ user_id: idField });
const image = (id: string, path: string) =>
  defineEndpoint({
    id,
    method: 'GET',
    path,
    auth: 'public',
    params: v.object({ file: fileNameParam }),
    answer: v.unknown(),
    binary: true,
  });

/** IBAN KYC text fields (spec 01 §3). Multipart: every value arrives as a string; files are separate. */
const req = (label: string) => requiredText(`${label} is required`);
const yesNoField = (label: string) => v.picklist(['Yes', 'No'], `${label} is required`);
export const ibanKycFields = v.object({
  full_name: req('Full name'),
  gender: v.picklist(['Male', 'Female', 'Other'], 'Gender is required'),
  date_of_birth: req('Date of birth'),
  nationality: req('Nationality'),
  residential_address: req('Residential address'),
  city: req('City'),
  state: req('State'),
  zip_code: req('ZIP code'),
  country: req('Country'),
  phone_code: req('Phone code'),
  phone_number: req('Phone number'),
  additional_info: v.optional(v.string(), ''),
  document_type: v.picklist(
    ['Passport', 'ID Card', "Driver's License", 'Other'],
    'Document type is required',
  ),
  document_number: req('Document number'),
  issuing_country: req('Issuing country'),
  expiry_date: req('Expiry date'),
  document_upload_confirmation: v.picklist(['Provided', 'Not Provided'], 'Upload confirmation is required'),
  existing_document_file: v.optional(v.string(), ''),
  current_occupation: req('Occupation'),
  employer_business_name: req('Employer or business name'),
  nature_of_business_activity: req('Nature of business'),
  source_of_funds: v.pipe(
    req('Source of funds'),
    v.parseJson(undefined, 'Source of funds is required'),
    v.array(v.string()),
    v.minLength(1, 'Source of funds is required'),
  ),
  monthly_expected_transaction_volume: req('Monthly volume'),
  estimated_average_transaction_value: req('Average transaction value'),
  account_holder_name: req('Account holder name'),
  bank_name: req('Bank name'),
  iban_account_number: req('IBAN or account number'),
  swift_bic: req('SWIFT/BIC'),
  existing_proof_of_account_ownership: v.optional(v.string(), ''),
  is_pep: yesNoField('PEP answer'),
  pep_details: v.optional(v.string(), ''),
  is_subject_to_sanctions: yesNoField('Sanctions answer'),
  sanctions_details: v.optional(v.string(), ''),
  is_us_person: yesNoField('US person answer'),
  us_person_details: v.optional(v.string(), ''),
});
const ibanKycRecord = v.looseObject({
  iban_form_status: str,
  rejected_reason: str,
  document_file: str,
  proof_of_account_ownership: str,
});

export const shellEndpoints = {
  'shell.getUserDetails': defineEndpoint({
    id: 'shell.getUserDetails',
    method: 'GET',
    path: 'user/getUserDetails',
    auth: 'user',
    answer: answerOf(userDetailsSchema),
  }),
  'shell.getLogo': image('shell.getLogo', 'admin/logo/getlogo/:file'),
  'shell.getMobileLogo': image('shell.getMobileLogo', 'admin/logo/getmobilelogo/:file'),
  'shell.getFavicon': image('shell.getFavicon', 'admin/logo/getfavicon/:file'),
  'shell.getPhoto': defineEndpoint({
    id: 'shell.getPhoto',
    method: 'GET',
    path: 'user/profile/getphoto/:file',
    auth: 'user',
    params: v.object({ file: fileNameParam }),
    answer: v.unknown(),
    binary: true,
  }),
  'shell.getUserProfileDetails': defineEndpoint({
    id: 'shell.getUserProfileDetails',
    method: 'GET',
    path: 'user/profile/getUserProfileDetails',
    auth: 'user',
    answer: answerOf(v.looseObject({ referal_code: v.string(), vip_user: yesNo, tier: v.number() })),
  }),
  'shell.getUserNotification': defineEndpoint({
    id: 'shell.getUserNotification',
    method: 'GET',
    path: 'user/notification/getUserNotification',
    auth: 'user',
    answer: answerOf(v.array(notification), { counter: v.number() }),
  }),
  'shell.updateUserNotificationHome': defineEndpoint({
    id: 'shell.updateUserNotificationHome',
    method: 'GET',
    path: 'user/notification/updateUserNotification_home/:noti_id',
    auth: 'user',
    params: v.object({ noti_id: idParam }),
    answer: messageAnswer,
  }),
  'shell.updateUserComment': defineEndpoint({
    id: 'shell.updateUserComment',
    method: 'POST',
    path: 'user/updateUserComment',
    auth: 'user',
    body: v.object({
      feedback: v.pipe(
        v.string('feedback is required'),
        v.trim(),
        v.nonEmpty('feedback is required'),
        v.maxLength(2000),
      ),
    }),
    answer: messageAnswer,
  }),
  'shell.checkKyc': defineEndpoint({
    id: 'shell.checkKyc',
    method: 'GET',
    path: 'user/kyc/checkkyc',
    auth: 'user',
    answer: answerOf(v.array(v.looseObject({ kyc_status: v.string() }))),
  }),
  'shell.getAllCustomer': defineEndpoint({
    id: 'shell.getAllCustomer',
    method: 'GET',
    path: 'user/account/getAllCustomer',
    auth: 'user',
    answer: answerOf(v.array(shareholder), {
      allusergrp: v.array(v.looseObject({ group_id: v.number() })),
      allbrokers: v.array(v.unknown()),
    }),
  }),
  'shell.getAllCountry': defineEndpoint({
    id: 'shell.getAllCountry',
    method: 'GET',
    path: 'user/account/getAllCountry',
    auth: 'user',
    answer: answerOf(v.array(country)),
  }),
  'shell.findAllCountries': defineEndpoint({
    id: 'shell.findAllCountries',
    method: 'GET',
    path: 'user/findallCountries',
    auth: 'user',
    answer: answerOf(v.array(country)),
  }),
  'shell.addCustomer': defineEndpoint({
    id: 'shell.addCustomer',
    method: 'POST',
    path: 'user/account/addCustomer',
    auth: 'user',
    body: v.object({
      first_name: v.pipe(requiredText('First Name is required.'), ...nameRules('first')),
      last_name: v.pipe(requiredText('Last Name is required.'), ...nameRules('last')),
      email_id: emailField,
      country_code: v.optional(
        v.pipe(
          v.union([v.string(), v.number()]),
          v.transform(String),
          v.regex(/^\+?\d{1,4}$/, 'country_code is invalid'),
        ),
        '1',
      ),
      phone_number: phoneDigits,
      usergroup: v.optional(idField, 1),
    }),
    answer: messageAnswer,
  }),
  'shell.deleteCustomer': defineEndpoint({
    id: 'shell.deleteCustomer',
    method: 'POST',
    path: 'user/account/deleteCustomer',
    auth: 'user',
    body: shareholderId,
    answer: messageAnswer,
  }),
  'shell.resendCustomerEmail': defineEndpoint({
    id: 'shell.resendCustomerEmail',
    method: 'POST',
    path: 'user/account/resendCustomerEmail',
    auth: 'user',
    body: shareholderId,
    answer: messageAnswer,
  }),
  'shell.updateCustomer': defineEndpoint({
    id: 'shell.updateCustomer',
    method: 'POST',
    path: 'user/account/updateCustomer',
    auth: 'user',
    // customer_name / customer_name_2 are the first and last name (spec 01 §7 wire names).
    body: v.object({
      user_id: idField,
      customer_name: v.pipe(requiredText('First Name is required.'), ...nameRules('first')),
      customer_name_2: v.pipe(requiredText('Last Name is required.'), ...nameRules('last')),
      customer_broker: v.optional(v.unknown()),
      usergroup: v.optional(idField, 1),
    }),
    answer: messageAnswer,
  }),
  'shell.addedAllShareHolders': defineEndpoint({
    id: 'shell.addedAllShareHolders',
    method: 'GET',
    path: 'user/account/addedAllShareHolders',
    auth: 'user',
    answer: messageAnswer,
  }),
  'shell.getIbanKycDetails': defineEndpoint({
    id: 'shell.getIbanKycDetails',
    method: 'GET',
    path: 'user/account/get-user-iban-kyc-details',
    auth: 'user',
    answer: answerOf(v.nullable(ibanKycRecord), { fileURL: v.string() }),
  }),
  'shell.getIbanKycFile': defineEndpoint({
    id: 'shell.getIbanKycFile',
    method: 'GET',
    path: 'user/account/iban-kyc-file/:file',
    auth: 'user',
    params: v.object({ file: fileNameParam }),
    answer: v.unknown(),
    binary: true,
  }),
  'shell.storeIbanKyc': defineEndpoint({
    id: 'shell.storeIbanKyc',
    method: 'POST',
    path: 'user/account/store-update-user-iban-kyc',
    auth: 'user',
    body: ibanKycFields,
    files: {
      document_file: ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx'],
      proof_of_account_ownership: ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx'],
    },
    answer: messageAnswer,
  }),
  'shell.referralRequest': defineEndpoint({
    id: 'shell.referralRequest',
    method: 'POST',
    path: 'user/auth/referral-request',
    auth: 'user',
    body: v.object({
      fullname: v.pipe(requiredText('Full name is required.'), ...nameRules('full')),
      email: emailField,
      country_code: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), '1'),
      phone: v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.regex(/^\d{9,13}$/, 'Invalid Phone Number'),
      ),
      description: requiredText('Description is required.'),
    }),
    answer: messageAnswer,
  }),
  'shell.sendReferralLink': defineEndpoint({
    id: 'shell.sendReferralLink',
    method: 'POST',
    path: 'user/auth/sendreferrallink',
    auth: 'user',
    body: v.object({ rr_id: idField }),
    answer: messageAnswer,
  }),
  'shell.getReferralRequest': defineEndpoint({
    id: 'shell.getReferralRequest',
    method: 'GET',
    path: 'user/auth/getreferralrequest',
    auth: 'user',
    answer: answerOf(v.array(referralRequest)),
  }),
} as const;
