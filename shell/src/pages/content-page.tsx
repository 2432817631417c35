import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@parking/shared/i18n';
import { NS } from '../i18n';
import { formatDate, useContentLanguage } from '../content/dates';
import { PageError, PageLoading } from '../content/page-states';
import { isObject, useApi } from '../content/use-api';
import { useLngBase } from '../routing/paths';
import { useStartup } from '../startup/startup-context';
import { NotFoundPage } from './not-found-page';

export const PERSONAL_DATA_RULES_PATH = 'personal-data-rules';

export interface ContentPageData {
  path: string;
  title: string;
  html: string;
  updated: string;
}

/** /pages/<path>: a content page by path; /pages alone lists the configured content pages. */
export function ContentPage() {
  const path = (useParams()['*'] ?? '').replace(/^\/+|\/+$/g, '');
  return path ? <ContentPageByPath path={path} /> : <ContentPagesIndex />;
}

function ContentPageByPath({ path }: { path: string }) {
  const { t } = useTranslation(NS);
  const base = useLngBase();
  const lang = useContentLanguage(base);
  const { city } = useStartup();
  const page = useApi<ContentPageData>(
    '/api/pages/get-by-path',
    { path, lang },
    (r) => isObject(r) && typeof r.title === 'string' && typeof r.html === 'string',
  );
  const fallbackTitle =
    path === PERSONAL_DATA_RULES_PATH ? t('pages.personalDataRules') : t('pages.pages');

  if (page.status === 'notFound') return <NotFoundPage />;
  return (
    <article aria-labelledby="shell-page-title" className="shell-page shell-content-page">
      {page.status === 'ok' ? (
        <>
          <h1 id="shell-page-title">{page.data.title}</h1>
          {/* The server sanitises page HTML (sanitize-html allow-list) before sending it: the
              only reason it may be inserted as HTML here. */}
          <div className="shell-html" dangerouslySetInnerHTML={{ __html: page.data.html }} />
          <p className="shell-page-updated">
            {t('content.updated')}{' '}
            <time dateTime={page.data.updated}>{formatDate(page.data.updated, city.timeZone)}</time>
          </p>
        </>
      ) : (
        <>
          <h1 id="shell-page-title">{fallbackTitle}</h1>
          {page.status === 'loading' ? <PageLoading /> : <PageError onRetry={page.retry} />}
        </>
      )}
    </article>
  );
}

/** No page list call exists: the configured menus' /pages links plus the personal-data rules. */
function ContentPagesIndex() {
  const { t } = useTranslation(NS);
  const base = useLngBase();
  const { menuItems } = useStartup().info.options;
  const lng = currentLanguage();
  const seen = new Set<string>();
  const links = [...menuItems.header, ...menuItems.footer, ...menuItems.mobile]
    .filter((item) => !item.external && item.path.startsWith('/pages/'))
    .filter((item) => !seen.has(item.path) && seen.add(item.path))
    .map((item) => ({ path: item.path, title: item.title[lng] }));
  if (!seen.has(`/pages/${PERSONAL_DATA_RULES_PATH}`)) {
    links.push({ path: `/pages/${PERSONAL_DATA_RULES_PATH}`, title: t('pages.personalDataRules') });
  }
  return (
    <section aria-labelledby="shell-page-title" className="shell-page">
      <h1 id="shell-page-title">{t('pages.pages')}</h1>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={`${base}${link.path}`}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
