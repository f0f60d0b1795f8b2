import { SafeHtml, cardNameLabel, formatFiat, DetailRows } from '@portal/shared';
import type { CardProduct } from '../../../lib/contract-types';
import { useCardsTranslation } from '../../../lib/use-cards-translation';

/** A product's name (a card kind, translated), sanitised HTML description and fees in both currencies. */
export const ProductSummary = ({ product }: { product: CardProduct }) => {
  const { t } = useCardsTranslation();
  const fee = (usd: string | null | undefined, eur: string | null | undefined) =>
    t('requestCard.feeValue', { usd: formatFiat(usd ?? '0', 'USD'), eur: formatFiat(eur ?? '0', 'EUR') });
  return (
    <>
      <h2>{cardNameLabel(product.card_name)}</h2>
      <SafeHtml html={product.card_desc} />
      <DetailRows
        rows={[
          {
            label: t('requestCard.joiningFee'),
            value: fee(product.joining_fees_usd, product.joining_fees_eur),
          },
          { label: t('requestCard.annualFee'), value: fee(product.annual_fees_usd, product.annual_fees_eur) },
        ]}
      />
    </>
  );
};
