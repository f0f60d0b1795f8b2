import type { AnyHandler } from '../../http/handler';
import { addCustomerHandler } from './add-customer';
import { addedAllShareHoldersHandler } from './added-all-share-holders';
import { checkKycHandler } from './check-kyc';
import { findAllCountriesHandler, getAllCountryHandler } from './countries';
import { deleteCustomerHandler } from './delete-customer';
import { getAllCustomerHandler } from './get-all-customer';
import { getFaviconHandler, getLogoHandler, getMobileLogoHandler } from './get-logo';
import { getPhotoHandler } from './get-photo';
import { getUserDetailsHandler } from './get-user-details';
import { getUserProfileDetailsHandler } from './get-user-profile-details';
import { getIbanKycDetailsHandler, getIbanKycFileHandler, storeIbanKycHandler } from './iban-kyc';
import { getUserNotificationHandler, updateUserNotificationHomeHandler } from './notifications';
import { getReferralRequestHandler, referralRequestHandler, sendReferralLinkHandler } from './referrals';
import { resendCustomerEmailHandler } from './resend-customer-email';
import { updateCustomerHandler } from './update-customer';
import { updateUserCommentHandler } from './update-user-comment';

export const shellHandlers: AnyHandler[] = [
  getUserDetailsHandler,
  getLogoHandler,
  getMobileLogoHandler,
  getFaviconHandler,
  getPhotoHandler,
  getUserProfileDetailsHandler,
  getUserNotificationHandler,
  updateUserNotificationHomeHandler,
  updateUserCommentHandler,
  checkKycHandler,
  getAllCustomerHandler,
  getAllCountryHandler,
  findAllCountriesHandler,
  addCustomerHandler,
  deleteCustomerHandler,
  resendCustomerEmailHandler,
  updateCustomerHandler,
  addedAllShareHoldersHandler,
  getIbanKycDetailsHandler,
  getIbanKycFileHandler,
  storeIbanKycHandler,
  referralRequestHandler,
  sendReferralLinkHandler,
  getReferralRequestHandler,
];
