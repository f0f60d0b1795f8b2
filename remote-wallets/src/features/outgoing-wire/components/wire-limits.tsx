import { formatAmount, DetailRows, flowFormStyles as styles } from '@portal/shared';
import { isActiveLimit, yearlyRemaining } from '@portal/shared/contract';
import type { BaseLimits } from '../../../lib/contract-types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';

/** Withdrawal limits of the account currency and the fee percentage. */
export const WireLimits = ({ limits, currency }: { limits: BaseLimits | undefined; currency: string }) => {
  const { t } = useWalletsTranslation();
  if (!limits) return null;
  const show = (value: string | null | undefined) =>
    isActiveLimit(value) ? `${formatAmount(value)} ${currency}` : t('outgoingWire.noLimit');
  const rows = [
    { label: t('outgoingWire.minimum'), value: show(limits.minamount) },
    { label: t('outgoingWire.maximum'), value: show(limits.maxamount) },
    {
      label: t('outgoingWire.fee'),
      value: t('outgoingWire.feePercent', { percent: limits.withdrawalFees ?? '0' }),
    },
    { label: t('outgoingWire.yearlyLimit'), value: show(limits.yearlywithdrawlimit) },
    {
      label: t('outgoingWire.yearlyRemaining'),
      value: isActiveLimit(limits.yearlywithdrawlimit)
        ? `${formatAmount(yearlyRemaining(limits.yearlywithdrawlimit, limits.withdrawamount ?? '0'))} ${currency}`
        : t('outgoingWire.noLimit'),
    },
  ];
  return (
    <section className={styles.card} aria-labelledby="wire-limits">
      <h2 id="wire-limits">{t('outgoingWire.limits')}</h2>
      <DetailRows rows={rows} />
    </section>
  );
};
