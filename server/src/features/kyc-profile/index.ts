import type { AnyHandler } from '../../http/handler';
import { getEditProfileDetailsHandler } from './get-edit-profile-details';
import { getKycDetailsHandler } from './get-kyc-details';
import { getKycPhotoHandler } from './get-kyc-photo';
import { getStatesFromCountryHandler } from './get-states-from-country';
import { updateDocHandler } from './update-doc';
import { updateEmailNotificationHandler } from './update-email-notification';
import { updatePasswordHandler } from './update-password';
import { updateUserDocumentsHandler } from './update-user-documents';
import { updateUserKycHandler } from './update-user-kyc';
import { updateUserNotificationHandler } from './update-user-notification';
import { updateUserProfileHandler } from './update-user-profile';

export const kycProfileHandlers: AnyHandler[] = [
  getKycDetailsHandler,
  getStatesFromCountryHandler,
  updateUserKycHandler,
  updateDocHandler,
  updateUserDocumentsHandler,
  getKycPhotoHandler,
  getEditProfileDetailsHandler,
  updatePasswordHandler,
  updateEmailNotificationHandler,
  updateUserNotificationHandler,
  updateUserProfileHandler,
];
