import { Link, useParams } from 'react-router-dom';
import { Banner, Loader, SafeHtml, formatModalDate, useSharedTranslation } from '@portal/shared';
import styles from '../../../lib/account.module.css';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useNewsById } from '../api/find-news-by-id';

/** Title, date, sanitised HTML body and the back link; a missing or unknown id is the generic error (§8). */
export const NewsDetails = () => {
  const { t } = useAccountTranslation();
  const { t: ts } = useSharedTranslation();
  const { id } = useParams();
  const newsId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const news = useNewsById(newsId);
  const back = <Link to="/news">{t('news.back')}</Link>;
  if (newsId > 0 && news.isPending) return <Loader />;
  if (newsId <= 0 || news.isError || !news.data) {
    return (
      <div className={styles.stack}>
        <Banner kind="error">{ts('errors.generic')}</Banner>
        {back}
      </div>
    );
  }
  return (
    <article className={styles.stack} data-news-details={news.data.news_id}>
      <h2>{news.data.title}</h2>
      <p className={styles.muted}>{formatModalDate(news.data.created_datetime)}</p>
      <SafeHtml className={styles.html} html={news.data.description} />
      {back}
    </article>
  );
};
