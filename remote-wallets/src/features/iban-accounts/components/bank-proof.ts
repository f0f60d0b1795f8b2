import { exportPdf, formatDate, toast } from '@portal/shared';
import type { IbanBankInfo } from '../../../lib/api/get-iban-bank-account';

type T = (key: string) => string;

/** Bank_Account_Proof.pdf: the EUR IBAN details as a titled two-column table. pdfmake is loaded by the kit
 * on this click only. */
export const downloadBankProof = async (
  details: IbanBankInfo | null,
  holder: string,
  t: T,
): Promise<void> => {
  if (!details) {
    toast.error(t('ibanAccounts.errors.noBankDetails'));
    return;
  }
  const rows = [
    [t('ibanAccounts.accountHolder'), holder],
    [t('ibanAccounts.ibanNumber'), details.iban_number ?? ''],
    [t('ibanAccounts.currency'), details.account_currency_type ?? 'EUR'],
    [t('ibanAccounts.bankName'), details.iban_bank_name ?? ''],
    [t('ibanAccounts.swiftCode'), details.iban_swift_code ?? ''],
    [t('ibanAccounts.bankAddress'), details.iban_bank_address ?? ''],
    [t('ibanAccounts.issuedOn'), formatDate(new Date(), 'MMMM D, YYYY')],
  ];
  try {
    await exportPdf(
      t('ibanAccounts.bankProofTitle'),
      [t('ibanAccounts.field'), t('ibanAccounts.value')],
      rows,
      'Bank_Account_Proof.pdf',
    );
  } catch (failure) {
    toast.fromError(failure);
  }
};
