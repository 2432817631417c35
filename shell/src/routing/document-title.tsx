import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * The tab's title names the page (WCAG 2.4.2): '<page heading> — <site>'. Pages and remotes each
 * render their own h1, some only once their data arrives, so the title follows the main region's
 * first h1 as it appears or changes.
 */
export function DocumentTitle() {
  const { t } = useTranslation(NS);
  const { pathname } = useLocation();
  const site = t('header.logo');

  useEffect(() => {
    const main = document.getElementById('main');
    const update = () => {
      const heading = main?.querySelector('h1')?.textContent?.trim();
      const next = heading && heading !== site ? `${heading} — ${site}` : site;
      if (document.title !== next) document.title = next;
    };
    update();
    if (!main || typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname, site]);

  return null;
}
