import {
  COMPANY_NAME_CHARACTERS,
  COMPANY_NAME_LINK,
  FIRST_NAME_CHARACTERS,
  FIRST_NAME_LINK,
  FULL_NAME_CHARACTERS,
  FULL_NAME_LINK,
  LAST_NAME_CHARACTERS,
  LAST_NAME_LINK,
  SUBJECT_CONTROL,
} from '../contract/customer-text';
import { translate } from './i18n';

/** The contract's valibot schemas carry the specs' English texts (spec 01 §5). Forms built on those schemas
 * show them through this map so French users see French; unknown texts are shown as they are. */
const KEY_BY_TEXT: Readonly<Record<string, string>> = {
  'Email ID is required.': 'shared:validation.emailRequired',
  'Please Enter Correct Email Format.': 'shared:validation.emailFormat',
  'First Name is required.': 'shared:validation.firstNameRequired',
  'Last Name is required.': 'shared:validation.lastNameRequired',
  'Phone number is required.': 'shared:validation.phoneRequired',
  'Phone number is invalid.': 'shared:validation.phoneInvalid',
  'Invalid Phone Number': 'shared:validation.phoneLength',
  'You must agree to the terms and conditions': 'shared:validation.agreeTerms',
  'Please upload files with extensions: .jpg, .jpeg, .png, .pdf, .doc, .docx':
    'shared:validation.fileExtensions',
  'File size must be less than 5MB': 'shared:validation.fileSize',
  [FIRST_NAME_CHARACTERS]: 'shared:validation.firstNameCharacters',
  [FIRST_NAME_LINK]: 'shared:validation.firstNameLink',
  [LAST_NAME_CHARACTERS]: 'shared:validation.lastNameCharacters',
  [LAST_NAME_LINK]: 'shared:validation.lastNameLink',
  [FULL_NAME_CHARACTERS]: 'shared:validation.fullNameCharacters',
  [FULL_NAME_LINK]: 'shared:validation.fullNameLink',
  [COMPANY_NAME_CHARACTERS]: 'shared:validation.companyNameCharacters',
  [COMPANY_NAME_LINK]: 'shared:validation.companyNameLink',
  [SUBJECT_CONTROL]: 'shared:validation.subjectControl',
  'Something went wrong, please try again later.': 'shared:errors.generic',
  'Oops! Something went wrong': 'shared:errors.oops',
};

/** A form error message is either an i18n key (`ns:path`) or a contract text; both come out translated. */
export const translateMessage = (message: string | undefined): string => {
  if (!message) return '';
  const key = KEY_BY_TEXT[message] ?? (/^[a-z]+:[\w.]+$/.test(message) ? message : undefined);
  return key ? translate(key) : message;
};
