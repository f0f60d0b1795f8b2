import { QueryClientProvider } from '@tanstack/react-query';
import { Banner, Loader, errorMessage, queryClient } from '@portal/shared';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useIbanKycDetails } from '../api/get-iban-kyc-details';
import { IbanKycFields } from './iban-kyc-fields';
import styles from './iban-kyc-form.module.css';

export type IbanKycFormProps = {
  /** Called after a successful submit (the host's modal closes). */
  onDone?: () => void;
};

const fileName = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const IbanKycBody = ({ onDone }: IbanKycFormProps) => {
  const { t } = useAccountTranslation();
  const details = useIbanKycDetails();
  if (details.isPending) return <Loader />;
  if (details.isError) return <Banner kind="error">{errorMessage(details.error)}</Banner>;
  const record = details.data;
  const status = record?.iban_form_status;
  if (status === 'Approved') return <Banner kind="success">{t('ibanKyc.approved')}</Banner>;
  return (
    <>
      {status === 'Rejected' ? (
        <Banner kind="error">
          <strong>{t('ibanKyc.rejectedTitle')}</strong>
          <p className={styles.reason}>
            {t('ibanKyc.rejectedReason', { reason: record?.rejected_reason ?? '' })}
          </p>
          <p className={styles.reason}>{t('ibanKyc.rejectedHint')}</p>
        </Banner>
      ) : null}
      {status === 'Pending' ? <Banner kind="info">{t('ibanKyc.pending')}</Banner> : null}
      <IbanKycFields
        key={`${status ?? 'new'}:${record?.document_file ?? ''}:${record?.proof_of_account_ownership ?? ''}`}
        record={record}
        existing={{
          document: fileName(record?.document_file),
          proof: fileName(record?.proof_of_account_ownership),
        }}
        onDone={onDone}
      />
    </>
  );
};

/** The IBAN verification form (spec 01 §3–§5), exposed as the dashboard widget IbanKycForm. */
export const IbanKycForm = ({ onDone }: IbanKycFormProps) => {
  const { t } = useAccountTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <section
        className={styles.form}
        data-remote="account"
        data-widget="IbanKycForm"
        aria-label={t('ibanKyc.title')}
      >
        <IbanKycBody onDone={onDone} />
      </section>
    </QueryClientProvider>
  );
};
