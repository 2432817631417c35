import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiCall, isOk } from '@parking/shared/api';
import type { Notification } from '@parking/shared/contracts';
import { Button } from '@parking/shared/ui';
import { NS } from '../i18n';
import { useLngBase } from '../routing/paths';
import { useStartup } from '../startup/startup-context';

export const NOTIFICATION_KEY = 'parking:notification';
export const NOTIFICATION_DELAY_MS = 300;

type Popup = Pick<Notification, 'title' | 'message' | 'updated'> & { url?: string };

function remembered(): string | null {
  try {
    return localStorage.getItem(NOTIFICATION_KEY);
  } catch {
    return null;
  }
}

/** A popup worth showing: the server's null (none) and malformed answers are not. */
function asPopup(value: unknown): Popup | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, message, updated } = value as Record<string, unknown>;
  if (typeof message !== 'string' || typeof updated !== 'string' || !message) return null;
  return { title: typeof title === 'string' ? title : '', message, updated };
}

function optionsPopup(notification: Notification | null): Popup | null {
  const popup = asPopup(notification);
  return popup && { ...popup, url: notification?.url };
}

/**
 * The banner's link: a site path ('/news', never '//host') or an http(s) address; anything else
 * (javascript:, data:, a typo) shows no link, as the url is operator-written configuration.
 */
export function notificationLink(
  url: string | undefined,
): { internal: boolean; href: string } | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'))
    return { internal: true, href: value };
  return /^https?:\/\/[^\s/]/i.test(value) ? { internal: false, href: value } : null;
}

/** Closed before and not updated since: an unparsable date counts as new, so it shows. */
export function isDismissed(updated: string, closed: string | null): boolean {
  if (!closed) return false;
  const next = Date.parse(updated);
  const seen = Date.parse(closed);
  if (Number.isNaN(next) || Number.isNaN(seen)) return updated === closed;
  return next <= seen;
}

/**
 * The city's notification: the server's popup (options.notification while it answers or when it
 * fails), shown 300 ms after load unless closed at this `updated` date or a later one.
 */
export function NotificationBanner() {
  const { t } = useTranslation(NS);
  const base = useLngBase();
  const { info, city } = useStartup();
  const fromOptions = info.options.notification;
  const [popup, setPopup] = useState<Popup | null>(() => optionsPopup(fromOptions));
  const [due, setDue] = useState(false);
  const [closedAt, setClosedAt] = useState(remembered);
  const titleId = useId();

  useEffect(() => {
    setPopup(optionsPopup(fromOptions));
    const controller = new AbortController();
    void apiCall<Popup | null>('/api/notification/popup', {
      token: 'none',
      signal: controller.signal,
    }).then((response) => {
      // The popup call is the fresher source; keep the options' url (the popup has none).
      if (controller.signal.aborted || !isOk(response)) return;
      const fresh = response.result === null ? null : asPopup(response.result);
      // A malformed answer keeps what the options said.
      if (fresh || response.result === null) setPopup(fresh && { ...fresh, url: fromOptions?.url });
    });
    return () => controller.abort();
  }, [fromOptions, city.city]);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), NOTIFICATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!due || !popup || isDismissed(popup.updated, closedAt)) return null;

  const close = () => {
    try {
      localStorage.setItem(NOTIFICATION_KEY, popup.updated);
    } catch {
      // Private mode: closed for this page view only.
    }
    setClosedAt(popup.updated);
  };
  const link = notificationLink(popup.url);

  return (
    <section aria-labelledby={titleId} className="shell-notification">
      <div role="status" className="shell-notification-body">
        <h2 id={titleId} className="shell-notification-title">
          {popup.title || t('notification.label')}
        </h2>
        <p>{popup.message}</p>
        {link &&
          (link.internal ? (
            <Link to={`${base}${link.href}`}>{t('notification.more')}</Link>
          ) : (
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {t('notification.more')}{' '}
              <span className="shell-visually-hidden">{t('footer.newTab')}</span>
            </a>
          ))}
      </div>
      <Button variant="secondary" size="sm" onClick={close} aria-label={t('notification.close')}>
        <span aria-hidden="true">×</span>
      </Button>
    </section>
  );
}
