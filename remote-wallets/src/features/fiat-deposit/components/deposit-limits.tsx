import type { BaseLimits } from '../../../lib/contract-types';
import { formatAmount, DetailRows, flowFormStyles as styles } from '@portal/shared';
import { isActiveLimit, yearlyRemaining } from '@portal/shared/contract';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';

/** Deposit limits (read with coinname EUR); yearly remaining = limit − used. */
export const DepositLimits = ({ limits }: { limits: BaseLimits | undefined }) => {
  const { t } = useWalletsTranslation();
  if (!limits) return null;
  const show = (value: string | null | undefined) =>
    isActiveLimit(value) ? formatAmount(value) : t('fiatDeposit.noLimit');
  const rows = [
    { label: t('fiatDeposit.minimumDeposit'), value: show(limits.minbuydepositlimit) },
    { label: t('fiatDeposit.maximumDeposit'), value: show(limits.maxbuydepositlimit) },
    { label: t('fiatDeposit.yearlyLimit'), value: show(limits.yearlydepositlimit) },
    { label: t('fiatDeposit.yearlyUsed'), value: formatAmount(limits.depositedamount ?? '0') },
    {
      label: t('fiatDeposit.yearlyRemaining'),
      value: isActiveLimit(limits.yearlydepositlimit)
        ? formatAmount(yearlyRemaining(limits.yearlydepositlimit, limits.depositedamount ?? '0'))
        : t('fiatDeposit.noLimit'),
    },
  ];
  return (
    <section className={styles.card} aria-labelledby="deposit-limits">
      <h2 id="deposit-limits">{t('fiatDeposit.limits')}</h2>
      <DetailRows rows={rows} />
    </section>
  );
};
