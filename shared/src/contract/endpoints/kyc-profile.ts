import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';
import { stateSchema } from '../schemas/geo';
import { kycRecordSchema } from '../schemas/kyc';
import { editProfileSchema } from '../schemas/profile';
import * as req from '../schemas/requests/account';
import { listOf, noData, single } from '../schemas/wire';

// Spec 03 §7 "KYC and profile" (getUserProfileDetails, getphoto and findallCountries are in shell.ts).

const ack = answerOf(noData);
const IMAGE_FILES = ['jpeg', 'jpg', 'png'] as const;

export const kycProfileEndpoints = {
  /** data null/absent or kyc_id not positive = no KYC yet (the page falls back to the profile). */
  'kyc.getKycDetails': defineEndpoint({
    id: 'kyc.getKycDetails',
    method: 'GET',
    path: 'user/kyc/getKYCDetails',
    auth: 'user',
    answer: answerOf(v.nullish(single(kycRecordSchema))),
  }),
  'user.getStatesFromCountry': defineEndpoint({
    id: 'user.getStatesFromCountry',
    method: 'GET',
    path: 'user/getStatesFromCountry/:countryId',
    auth: 'user',
    params: req.countryParamsSchema,
    answer: answerOf(listOf(stateSchema)),
  }),
  /** Refused once the main KYC status is Approved. */
  'kyc.updateUserKyc': defineEndpoint({
    id: 'kyc.updateUserKyc',
    method: 'POST',
    path: 'user/kyc/updateUserKyc',
    auth: 'user',
    body: req.updateKycBodySchema,
    answer: ack,
  }),
  'kyc.updateDoc': defineEndpoint({
    id: 'kyc.updateDoc',
    method: 'POST',
    path: 'user/kyc/updateDoc',
    auth: 'user',
    body: req.updateDocBodySchema,
    files: { file: IMAGE_FILES },
    answer: ack,
  }),
  'kyc.updateUserDocuments': defineEndpoint({
    id: 'kyc.updateUserDocuments',
    method: 'POST',
    path: 'user/kyc/updateUserDocuments',
    auth: 'user',
    body: req.updateUserDocumentsBodySchema,
    files: { document_front: IMAGE_FILES, document_baack: IMAGE_FILES },
    answer: ack,
  }),
  /** A stored KYC document image, served only to its owner. */
  'profile.getKycPhoto': defineEndpoint({
    id: 'profile.getKycPhoto',
    method: 'GET',
    path: 'user/profile/getkycphoto/:fileName',
    auth: 'user',
    params: req.fileNameParamsSchema,
    binary: true,
    answer: v.unknown(),
  }),
  'profile.getEditProfileDetails': defineEndpoint({
    id: 'profile.getEditProfileDetails',
    method: 'GET',
    path: 'user/profile/getEditProfileDetails',
    auth: 'user',
    answer: answerOf(single(editProfileSchema)),
  }),
  /** Under user/auth/ but a profile action (Change Password tab). */
  'profile.updatePassword': defineEndpoint({
    id: 'profile.updatePassword',
    method: 'POST',
    path: 'user/auth/updatepassword',
    auth: 'user',
    body: req.updatePasswordBodySchema,
    answer: ack,
  }),
  'profile.updateEmailNotification': defineEndpoint({
    id: 'profile.updateEmailNotification',
    method: 'POST',
    path: 'user/profile/updateEmailNotification',
    auth: 'user',
    body: req.emailNotificationBodySchema,
    answer: ack,
  }),
  'notification.updateUserNotification': defineEndpoint({
    id: 'notification.updateUserNotification',
    method: 'POST',
    path: 'user/notification/updateUserNotification',
    auth: 'user',
    body: req.userNotificationBodySchema,
    answer: ack,
  }),
  'profile.updateUserProfile': defineEndpoint({
    id: 'profile.updateUserProfile',
    method: 'POST',
    path: 'user/profile/updateUserProfile',
    auth: 'user',
    body: req.updateProfileBodySchema,
    files: { file: ['png', 'jpeg', 'jpg'] },
    answer: ack,
  }),
} as const;
