import { useId, useState } from 'react';
import { Loader, SafeHtml } from '@portal/shared';
import styles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useFaqsOfCategory } from '../api/get-faqs-by-cat';
import { useFaqCategories } from '../api/get-faqs';

/** Category select (first preselected) and an accordion of questions with sanitised HTML answers. A failed
 * load only hides the loader (spec 03 §8). */
export const FaqContent = () => {
  const { t } = useAccountTranslation();
  const id = useId();
  const categories = useFaqCategories();
  const [chosen, setChosen] = useState<number>();
  const categoryId = chosen ?? Number(categories.data?.[0]?.faq_cat_id ?? 0);
  const faqs = useFaqsOfCategory(categoryId);
  if (categories.isPending) return <Loader />;
  return (
    <div className={styles.stack} data-faq>
      <div className={styles.actions}>
        <label htmlFor={id}>{t('faq.category')}</label>
        <select
          id={id}
          value={String(categoryId)}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {(categories.data ?? []).map((category) => (
            <option key={category.faq_cat_id} value={String(category.faq_cat_id)}>
              {category.category_name}
            </option>
          ))}
        </select>
      </div>
      {faqs.isPending && faqs.fetchStatus !== 'idle' ? <Loader /> : null}
      {faqs.data && !faqs.data.length ? <p className={styles.muted}>{t('faq.empty')}</p> : null}
      {(faqs.data ?? []).map((faq) => (
        <details key={faq.question} className={styles.card} data-faq-item>
          <summary>{faq.question}</summary>
          <SafeHtml className={styles.html} html={faq.answer} />
        </details>
      ))}
    </div>
  );
};
