import type { RemoteWidgetsModule } from '@portal/shared';
import './register';
import { widgetShell } from './page-shell';

/** Components the host composes into the dashboard. */
export const widgets: RemoteWidgetsModule['widgets'] = {
  IbanKycForm: widgetShell('IbanKycForm'),
  ReferralLinkBox: widgetShell('ReferralLinkBox'),
};
