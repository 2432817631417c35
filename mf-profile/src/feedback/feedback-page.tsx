import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { ErrorCard, Spinner } from '@parking/shared/ui';
import { getAppeals, type Appeal, type AppealMessage } from '../api/feedback';
import { NS } from '../i18n';
import { AppealForm } from './appeal-form';
import { AppealList, AppealThread } from './appeals';
import './feedback.css';

/** /profile/feedback: the send-appeal form and the user's appeals as conversations. */
export function FeedbackPage() {
  const { t } = useTranslation(NS);
  const [load, setLoad] = useState<'loading' | 'error' | 'done'>('loading');
  const [appeals, setAppeals] = useState<Appeal[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);

  const fetchAppeals = useCallback(() => {
    void getAppeals().then((response) => {
      if (isOk(response)) {
        setAppeals(response.result);
        setLoad('done');
      } else setLoad('error');
    });
  }, []);
  useEffect(fetchAppeals, [fetchAppeals]);

  const onSent = useCallback((id: string, message: AppealMessage, status: string) => {
    setAppeals((list) =>
      list.map((a) => (a.id === id ? { ...a, lastMessage: message, status } : a)),
    );
  }, []);

  const open = appeals.find((a) => a.id === openId) ?? null;

  // Back from a conversation: focus returns to the appeal it was opened from, not to the page.
  const listRef = useRef<HTMLElement>(null);
  const closedId = useRef<string | null>(null);
  const back = useCallback(() => {
    closedId.current = openId;
    setOpenId(null);
  }, [openId]);
  useEffect(() => {
    if (openId !== null || closedId.current === null) return;
    const id = closedId.current;
    closedId.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-appeal-id]') ?? [];
    Array.from(buttons)
      .find((button) => button.dataset.appealId === id)
      ?.focus();
  }, [openId]);

  return (
    <section aria-labelledby="profile-feedback-title" className="profile-page">
      <h1 id="profile-feedback-title" className="profile-page__title">
        {t('feedback.title')}
      </h1>
      <AppealForm onSent={fetchAppeals} />
      <section
        ref={listRef}
        className="profile-card feedback-appeals"
        aria-labelledby="feedback-appeals-title"
      >
        <h2 id="feedback-appeals-title">{t('feedback.appeals')}</h2>
        {load === 'loading' && <Spinner label={t('common.loading')} />}
        {load === 'error' && (
          <ErrorCard
            title={t('feedback.appealsError')}
            retryLabel={t('common.retry')}
            headingLevel={3}
            onRetry={() => {
              setLoad('loading');
              fetchAppeals();
            }}
          />
        )}
        {load === 'done' &&
          (open ? (
            <AppealThread key={open.id} appeal={open} onBack={back} onSent={onSent} />
          ) : (
            <AppealList appeals={appeals} onOpen={setOpenId} />
          ))}
      </section>
    </section>
  );
}
