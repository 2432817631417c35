import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SmsCommand } from '@parking/shared/contracts';
import { NS } from '../i18n';
import { useContentLanguage } from '../content/dates';
import { PageError, PageLoading } from '../content/page-states';
import { useApi } from '../content/use-api';
import { useLngBase } from '../routing/paths';
import { useStartup } from '../startup/startup-context';

export const DEFAULT_SMS_NUMBER = '7878';

/** /sms-commands: the city's commands; a city without any sends the visitor home. */
export function SmsCommandsPage() {
  const { t } = useTranslation(NS);
  const base = useLngBase();
  const lang = useContentLanguage(base);
  const number = useStartup().info.options.numberSmsSendTo || DEFAULT_SMS_NUMBER;
  const commands = useApi<SmsCommand[]>('/api/sms-commands', { lang }, Array.isArray);

  if (commands.status === 'ok' && commands.data.length === 0) {
    return <Navigate to={base || '/'} replace />;
  }
  return (
    <section aria-labelledby="shell-page-title" className="shell-page shell-sms">
      <h1 id="shell-page-title">{t('pages.smsCommands')}</h1>
      {commands.status === 'loading' && <PageLoading />}
      {(commands.status === 'error' || commands.status === 'notFound') && (
        <PageError onRetry={commands.retry} />
      )}
      {commands.status === 'ok' && (
        <>
          <p>{t('sms.intro', { number })}</p>
          <ul className="shell-sms-list">
            {commands.data.map((command) => (
              <li key={command.id}>
                <article aria-labelledby={`shell-sms-${command.id}`} className="shell-sms-card">
                  <h2 id={`shell-sms-${command.id}`}>{command.name}</h2>
                  <p>{command.hint}</p>
                  <dl>
                    <dt>{t('sms.format')}</dt>
                    <dd>
                      <code>{command.command_transcription}</code>
                    </dd>
                    <dt>{t('sms.example')}</dt>
                    <dd>
                      <code>{command.example}</code>
                    </dd>
                  </dl>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
