import { Link } from 'react-router-dom';
import { Banner, Loader, SafeHtml, formatModalDate, useSharedTranslation } from '@portal/shared';
import styles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useAllNews } from '../api/find-all-news';

/** Cards with title, date, sanitised HTML description and a read-more link (spec 03 §2). */
export const NewsList = () => {
  const { t } = useAccountTranslation();
  const { t: ts } = useSharedTranslation();
  const news = useAllNews();
  if (news.isPending) return <Loader />;
  if (news.isError) return <Banner kind="error">{ts('errors.generic')}</Banner>;
  if (!news.data.length) return <p className={styles.muted}>{t('news.empty')}</p>;
  return (
    <div className={styles.cards} data-news-list>
      {news.data.map((item) => (
        <article key={item.news_id} className={styles.card} data-news-id={item.news_id}>
          <h2>{item.title}</h2>
          <p className={styles.muted}>{formatModalDate(item.created_datetime)}</p>
          <SafeHtml className={styles.html} html={item.description} />
          <Link to={`/news-details/${item.news_id}`}>{t('news.readMore')}</Link>
        </article>
      ))}
    </div>
  );
};
