import { useState } from 'react';
import { Banner, Loader, StatusBadge, Tabs, useSharedTranslation } from '@portal/shared';
import styles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useKycDetails } from '../api/get-kyc-details';
import { isKycApproved } from '../rules/kyc-schema';
import { AccountSelector } from './account-selector';
import { CheckTab } from './check-tab';
import { DocumentsTab } from './documents-tab';
import { KycForm } from './kyc-form';
import { KycStatusCards } from './kyc-status-cards';
import { kycStatusLabel } from './kyc-status-label';
import { NextStepTab } from './next-step-tab';

type Tab = 'documents' | 'cip' | 'aml' | 'next';
const TABS: readonly Tab[] = ['documents', 'cip', 'aml', 'next'];
const TAB_LABELS: Record<Tab, string> = { documents: 'documents', cip: 'cip', aml: 'aml', next: 'nextStep' };

/** Status, form, and the Documents / CIP / AML / Next Step tabs. Approved: read-only, account selector shown. */
export const VerifyAccountContent = () => {
  const { t } = useAccountTranslation();
  const { t: ts } = useSharedTranslation();
  const kyc = useKycDetails();
  const [tab, setTab] = useState<Tab>('documents');
  if (kyc.isPending) return <Loader />;
  if (kyc.isError) return <Banner kind="error">{ts('errors.generic')}</Banner>;
  const record = kyc.data;
  const approved = isKycApproved(record);
  const status = record?.mainkycstatus ?? 'Pending';
  return (
    <div className={styles.stack} data-kyc-main-status={status}>
      {/* The label once, the status once, as a badge in the portal's language. */}
      <div className={styles.actions} data-kyc-status-line>
        <span>{t('kyc.mainStatus')}</span>
        <StatusBadge status={status} label={kycStatusLabel(status)} />
      </div>
      {approved ? <Banner kind="info">{t('kyc.approvedLocked')}</Banner> : null}
      {approved ? <AccountSelector accounts={record?.accounts} /> : null}
      <KycStatusCards record={record} />
      <KycForm key={String(record?.kyc_id ?? 0)} record={record} locked={approved} />
      <Tabs
        tabs={TABS.map((key) => ({ key, label: t(`kyc.tabs.${TAB_LABELS[key]}`) }))}
        active={tab}
        onChange={setTab}
      >
        {tab === 'documents' && record ? <DocumentsTab record={record} locked={approved} /> : null}
        {tab === 'cip' ? <CheckTab check="cip" status={record?.cip_kyc_status} /> : null}
        {tab === 'aml' ? <CheckTab check="aml" status={record?.aml_kyc_status} /> : null}
        {tab === 'next' ? <NextStepTab approved={approved} /> : null}
      </Tabs>
    </div>
  );
};
