import { randomUUID } from 'node:crypto';

// Local identity-verification provider (the /sumsub step). Applicants are created here; decisions are
// made by the back-office CLI ("kyc approve/reject"), which stands in for the provider's webhook.

export type Applicant = { applicantId: string; accessToken: string; sandbox: true };

export const createApplicant = (userId: number): Applicant => ({
  applicantId: `sandbox-${userId}-${randomUUID().slice(0, 8)}`,
  accessToken: randomUUID(),
  sandbox: true,
});
