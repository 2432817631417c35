import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NewsItem, NewsListItem } from '@parking/shared/contracts';
import { NS } from '../i18n';
import { formatDate, useContentLanguage } from '../content/dates';
import { PageError, PageLoading } from '../content/page-states';
import { isObject, useApi } from '../content/use-api';
import { useLngBase } from '../routing/paths';
import { useStartup } from '../startup/startup-context';
import { NotFoundPage } from './not-found-page';

export const NEWS_PAGE_SIZE = 10;

/** /news: newest first, NEWS_PAGE_SIZE a page; the page number lives in `?page=` (from 1). */
export function NewsPage() {
  const { t } = useTranslation(NS);
  const base = useLngBase();
  const lang = useContentLanguage(base);
  const { city } = useStartup();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const news = useApi<{ count: number; items: NewsListItem[] }>(
    '/api/news',
    {
      limit: NEWS_PAGE_SIZE,
      offset: (page - 1) * NEWS_PAGE_SIZE,
      lang,
    },
    (r) => isObject(r) && Array.isArray(r.items) && typeof r.count === 'number',
  );
  const pages = news.status === 'ok' ? Math.max(1, Math.ceil(news.data.count / NEWS_PAGE_SIZE)) : 1;
  const pageLink = (n: number) => (n === 1 ? `${base}/news` : `${base}/news?page=${n}`);

  return (
    <section aria-labelledby="shell-page-title" className="shell-page shell-news">
      <h1 id="shell-page-title">{t('pages.news')}</h1>
      {news.status === 'loading' && <PageLoading />}
      {(news.status === 'error' || news.status === 'notFound') && (
        <PageError onRetry={news.retry} />
      )}
      {news.status === 'ok' && news.data.items.length === 0 && <p>{t('news.empty')}</p>}
      {news.status === 'ok' && news.data.items.length > 0 && (
        <>
          <ul className="shell-news-list">
            {news.data.items.map((item) => (
              <li key={item.id}>
                <article aria-labelledby={`shell-news-${item.id}`} className="shell-news-card">
                  {/* Decorative: the title says what the news is about. */}
                  {item.image && <img src={item.image} alt="" className="shell-news-image" />}
                  <h2 id={`shell-news-${item.id}`}>
                    <Link to={`${base}/news/${item.id}`}>{item.title}</Link>
                  </h2>
                  <p className="shell-news-date">
                    <time dateTime={item.date}>{formatDate(item.date, city.timeZone)}</time>
                  </p>
                  <p>{item.preview}</p>
                </article>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('news.pagination')} className="shell-pagination">
              {page > 1 && <Link to={pageLink(page - 1)}>{t('news.previous')}</Link>}
              <span aria-current="page">{t('news.pageOf', { page, pages })}</span>
              {page < pages && <Link to={pageLink(page + 1)}>{t('news.next')}</Link>}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** /news/:id: one item; an unknown or malformed id is the not-found page. */
export function NewsItemPage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const base = useLngBase();
  const lang = useContentLanguage(base);
  const { city } = useStartup();
  const valid = /^[1-9]\d{0,9}$/.test(id);
  const item = useApi<NewsItem>(
    valid ? '/api/news/get-one' : null,
    { id, lang },
    (r) => isObject(r) && typeof r.title === 'string' && typeof r.html === 'string',
  );

  if (item.status === 'notFound') return <NotFoundPage />;
  return (
    <article aria-labelledby="shell-page-title" className="shell-page shell-news-item">
      {item.status === 'ok' ? (
        <>
          <h1 id="shell-page-title">{item.data.title}</h1>
          <p className="shell-news-date">
            <time dateTime={item.data.date}>{formatDate(item.data.date, city.timeZone)}</time>
          </p>
          {item.data.image && <img src={item.data.image} alt="" className="shell-news-image" />}
          {/* The server sanitises news HTML (scripts, handlers, unsafe URLs dropped) before it
              reaches us; that is the only reason raw HTML is acceptable here. */}
          <div className="shell-html" dangerouslySetInnerHTML={{ __html: item.data.html }} />
        </>
      ) : (
        <>
          <h1 id="shell-page-title">{t('pages.newsItem')}</h1>
          {item.status === 'loading' ? <PageLoading /> : <PageError onRetry={item.retry} />}
        </>
      )}
      <p>
        <Link to={`${base}/news`}>{t('news.back')}</Link>
      </p>
    </article>
  );
}
