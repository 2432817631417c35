import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@parking/shared/i18n';
import { NS } from '../i18n';
import { languageOfPath, pathInLanguage } from '../routing/paths';

/** ru/en: the same page with the /en prefix added or removed; remotes re-translate live. */
export function LanguageSwitch() {
  const { t } = useTranslation(NS);
  const { pathname, search, hash } = useLocation();
  const active = languageOfPath(pathname);
  return (
    <nav aria-label={t('language.label')} className="shell-language">
      <ul>
        {SUPPORTED_LANGUAGES.map((lng) => (
          <li key={lng}>
            <Link
              to={{ pathname: pathInLanguage(pathname, lng), search, hash }}
              lang={lng}
              aria-label={t(`language.${lng}`)}
              aria-current={lng === active ? 'true' : undefined}
            >
              {lng.toUpperCase()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
