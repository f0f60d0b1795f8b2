import type { ComponentType } from 'react';
import { lazyComponent, type RemoteWidgetsModule } from '@portal/shared';
import './register';
import type { IbanKycFormProps } from '../features/iban-kyc/components/iban-kyc-form';

/** Components the host composes into the dashboard. IbanKycForm takes `{ onDone?: () => void }` (the host's
 * modal closes on it after a successful submit). */
export const widgets: RemoteWidgetsModule['widgets'] = {
  IbanKycForm: lazyComponent<IbanKycFormProps>(
    async () => (await import('../features/iban-kyc/components/iban-kyc-form')).IbanKycForm,
  ) as ComponentType<Record<string, unknown>>,
  ReferralLinkBox: lazyComponent(
    async () => (await import('../features/referral-link/components/referral-link-box')).ReferralLinkBox,
  ),
};
