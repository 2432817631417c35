import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { configuredStores, StoreItems } from '../layout/store-links';
import { useLngBase } from '../routing/paths';
import { useStartup } from '../startup/startup-context';
import { DEFAULT_SMS_NUMBER } from './sms-commands-page';

/** The two deployments with the update page, and their SMS prefixes (spec section 9). */
export const UPDATE_CITY_PREFIXES: Readonly<Record<string, string>> = {
  sevastopol: 'р92',
  rostov: 'р61',
};

const COMMANDS = ['pay', 'extend', 'cancel', 'refill'] as const;

/** /update: what the new site and app offer, for the Sevastopol and Rostov deployments only. */
export function UpdatePage() {
  const { t } = useTranslation(NS);
  const base = useLngBase();
  const { city, info } = useStartup();
  const prefix = UPDATE_CITY_PREFIXES[city.city];
  if (!prefix) return <Navigate to={base || '/'} replace />;

  const { appLinks, numberSmsSendTo } = info.options;
  const number = numberSmsSendTo || DEFAULT_SMS_NUMBER;
  // The link a QR code would encode: the store of the platform most visitors use, else any.
  const appLink = appLinks.androidLink ?? appLinks.iosLink ?? appLinks.yandexStoreLink;

  return (
    <section aria-labelledby="shell-page-title" className="shell-page shell-update">
      <h1 id="shell-page-title">{t('pages.update')}</h1>
      <p>{t('update.intro')}</p>
      <section aria-labelledby="shell-update-sms">
        <h2 id="shell-update-sms">{t('update.smsTitle')}</h2>
        <p>
          {t('update.smsNumber')} <strong className="shell-update-number">{number}</strong>
        </p>
        <dl className="shell-update-commands">
          {COMMANDS.map((command) => (
            <div key={command}>
              <dt>{t(`update.commands.${command}`)}</dt>
              <dd>
                <code>{t(`update.examples.${command}`, { prefix })}</code>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {configuredStores(appLinks).length > 0 && (
        <section aria-labelledby="shell-update-apps">
          <h2 id="shell-update-apps">{t('update.appsTitle')}</h2>
          <ul className="shell-store-links">
            <StoreItems appLinks={appLinks} />
          </ul>
          {appLink && <AppLinkQr link={appLink} alt={t('update.qrAlt')} />}
          {appLink && (
            <p>
              {t('update.appLink')}{' '}
              <a href={appLink} target="_blank" rel="noopener noreferrer">
                {appLink} <span className="shell-visually-hidden">{t('footer.newTab')}</span>
              </a>
            </p>
          )}
        </section>
      )}
    </section>
  );
}

/** A QR code of the app link, drawn in the browser (no request leaves the site). */
function AppLinkQr({ link, alt }: { link: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(link, { margin: 1, width: 200 })
      .then((url) => current && setSrc(url))
      .catch(() => current && setSrc(null)); // without a code the link below still works
    return () => {
      current = false;
    };
  }, [link]);
  return src ? (
    <img className="shell-update-qr" src={src} alt={alt} width={200} height={200} />
  ) : null;
}
