import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteOptions } from '@parking/shared/contracts';
import { Button } from '@parking/shared/ui';
import { NS } from '../i18n';
import { useStartup } from '../startup/startup-context';
import { browser } from './browser';

export const APP_BANNER_MAX_WIDTH = 750;
export const APP_FALLBACK_MS = 1000;

type Platform = 'ios' | 'android' | 'other';

function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** Where "open the app" goes: the app itself first, then its store if the app did not open. */
export function appTargets(
  links: SiteOptions['appLinks'],
  userAgent: string,
): { app: string | undefined; store: string | undefined } {
  const platform = platformOf(userAgent);
  const store =
    platform === 'ios'
      ? links.iosLink
      : (links.androidLink ?? links.yandexStoreLink ?? links.apkLink ?? links.iosLink);
  const app =
    links.appSchemeLink ?? (platform === 'ios' ? links.iosLink : links.androidLink) ?? store;
  return { app, store };
}

function isNarrow(): boolean {
  if (typeof window.matchMedia === 'function') {
    return window.matchMedia(`(max-width: ${APP_BANNER_MAX_WIDTH - 0.02}px)`).matches;
  }
  return window.innerWidth < APP_BANNER_MAX_WIDTH;
}

/** Follows the window width across the 750 px breakpoint. */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(isNarrow);
  useEffect(() => {
    const update = () => setNarrow(isNarrow());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return narrow;
}

/**
 * Below 750 px: offers the mobile app. Opening tries the app link; if the page is still here
 * and visible 1000 ms later the app is not installed, so the store link follows.
 */
export function AppBanner() {
  const { t } = useTranslation(NS);
  const { appLinks } = useStartup().info.options;
  const narrow = useNarrow();
  const [dismissed, setDismissed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { app, store } = appTargets(appLinks, navigator.userAgent);
  if (!narrow || dismissed || !app) return null;

  const open = () => {
    browser.go(app);
    if (!store || store === app) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // A page hidden by the opened app means the app took over: no store.
      if (document.visibilityState !== 'hidden') browser.go(store);
    }, APP_FALLBACK_MS);
  };

  return (
    <section aria-label={t('appBanner.label')} className="shell-app-banner">
      <p>{t('appBanner.text')}</p>
      <Button size="sm" onClick={open}>
        {t('appBanner.open')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setDismissed(true)}
        aria-label={t('appBanner.close')}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </section>
  );
}
