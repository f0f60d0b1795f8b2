import { endpoints } from '@portal/shared/contract';
import { apiBlob } from '@portal/shared';

/** A stored KYC image of the user (opened in a new tab from the documents list). */
export const fetchKycPhoto = (fileName: string) =>
  apiBlob(endpoints['profile.getKycPhoto'], { params: { fileName } });
