import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { useBusEvent } from '@parking/shared/bus';
import { Button, ErrorCard, Spinner, cx } from '@parking/shared/ui';
import { getMessages, sendMessage, type Appeal, type AppealMessage } from '../api/feedback';
import { formatDate } from '../common/dates';
import { NS } from '../i18n';

/** Spec section 4: registered, in work and needs clarification green; completed grey. */
export function appealTone(status: string): 'green' | 'grey' | 'default' {
  if (status === 'registered' || status === 'in_work' || status === 'needs_clarification')
    return 'green';
  if (status === 'completed') return 'grey';
  return 'default';
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(NS);
  const tone = appealTone(status);
  return (
    <span className={cx('appeal-status', `appeal-status--${tone}`)} data-tone={tone}>
      {t(`feedback.statuses.${status}`, { defaultValue: status })}
    </span>
  );
}

export interface AppealListProps {
  appeals: Appeal[];
  onOpen(id: string): void;
}

/** The user's appeals: each one a button opening its conversation. */
export function AppealList({ appeals, onOpen }: AppealListProps) {
  const { t } = useTranslation(NS);
  if (appeals.length === 0) return <p>{t('feedback.noAppeals')}</p>;
  return (
    <ul className="appeals">
      {appeals.map((appeal) => (
        <li key={appeal.id} className="appeal">
          <button
            type="button"
            className="appeal__open"
            data-appeal-id={appeal.id}
            onClick={() => onOpen(appeal.id)}
          >
            <span className="appeal__title">
              {t('feedback.appealTitle', { id: appeal.id })}
              {appeal.subjectLabel ? ` · ${appeal.subjectLabel}` : ''}
            </span>
            <StatusBadge status={appeal.status} />
            {appeal.lastMessage && <span className="appeal__last">{appeal.lastMessage.text}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface ChatMessage extends AppealMessage {
  /** Local messages not confirmed by the server. */
  state?: 'sending' | 'failed';
}

export interface ThreadProps {
  appeal: Appeal;
  onBack(): void;
  /** A message the server accepted: the list shows it as the last one. */
  onSent(id: string, message: AppealMessage, status: string): void;
}

let localId = 0;

/** One appeal as a conversation: messages oldest first and the chat input. */
export function AppealThread({ appeal, onBack, onSent }: ThreadProps) {
  const { t } = useTranslation(NS);
  const timeZone = useBusEvent('options:loaded')?.city?.timeZone;
  const [load, setLoad] = useState<'loading' | 'error' | 'done'>('loading');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const fetchMessages = useCallback(() => {
    setLoad('loading');
    void getMessages(appeal.id).then((response) => {
      if (isOk(response)) {
        setMessages(response.result);
        setLoad('done');
      } else setLoad('error');
    });
  }, [appeal.id]);

  useEffect(() => {
    fetchMessages();
    // the conversation replaced the list: move focus to its heading
    headingRef.current?.focus();
  }, [fetchMessages]);

  const deliver = async (localKey: string, text: string) => {
    setMessages((list) => list.map((m) => (m.id === localKey ? { ...m, state: 'sending' } : m)));
    const response = await sendMessage(appeal.id, text);
    if (!isOk(response)) {
      setMessages((list) => list.map((m) => (m.id === localKey ? { ...m, state: 'failed' } : m)));
      return;
    }
    const saved = response.result.message ?? {
      id: localKey,
      date: new Date().toISOString(),
      text,
      out: true,
    };
    setMessages((list) => list.map((m) => (m.id === localKey ? saved : m)));
    onSent(appeal.id, saved, response.result.status || appeal.status);
  };

  const send = () => {
    const text = draft.trim();
    // spec 5: the chat input trims and ignores an empty message
    if (!text) return;
    localId += 1;
    const key = `local-${localId}`;
    setMessages((list) => [
      ...list,
      { id: key, date: new Date().toISOString(), text, out: true, state: 'sending' },
    ]);
    setDraft('');
    void deliver(key, text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; composing (IME) is left alone
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  // Only the plain text of a paste goes in (no markup from rich sources), at the cursor.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text/plain');
    const el = event.currentTarget;
    const start = el.selectionStart ?? draft.length;
    const end = el.selectionEnd ?? draft.length;
    const next = draft.slice(0, start) + pasted + draft.slice(end);
    setDraft(next);
    requestAnimationFrame(() =>
      inputRef.current?.setSelectionRange(start + pasted.length, start + pasted.length),
    );
  };

  const retryLabel = t('feedback.retrySend');
  const titleId = `appeal-thread-${appeal.id}`;

  return (
    <section className="appeal-thread" aria-labelledby={titleId}>
      <Button variant="link" size="sm" onClick={onBack}>
        {t('feedback.back')}
      </Button>
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="appeal-thread__title">
        {t('feedback.appealTitle', { id: appeal.id })}
        {appeal.subjectLabel ? ` · ${appeal.subjectLabel}` : ''}{' '}
        <StatusBadge status={appeal.status} />
      </h3>
      {load === 'loading' && <Spinner label={t('common.loading')} />}
      {load === 'error' && (
        <ErrorCard
          title={t('feedback.messagesError')}
          retryLabel={t('common.retry')}
          onRetry={fetchMessages}
          headingLevel={4}
        />
      )}
      {load === 'done' && messages.length === 0 && <p>{t('feedback.noMessages')}</p>}
      {load === 'done' && messages.length > 0 && (
        // focusable: the chat scrolls (max 600 px) and keyboard users must be able to scroll it
        <ol className="chat" aria-label={t('feedback.messages')} aria-live="polite" tabIndex={0}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={cx(
                'chat__message',
                message.out ? 'chat__message--out' : 'chat__message--in',
                message.state === 'failed' && 'chat__message--failed',
              )}
            >
              <span className="chat__author">
                {message.out ? t('feedback.you') : t('feedback.operator')}
              </span>
              <span className="chat__text">{message.text}</span>
              <span className="chat__meta">
                {message.state === 'sending'
                  ? t('feedback.sending')
                  : message.state === 'failed'
                    ? t('feedback.notSent')
                    : formatDate(message.date, timeZone, true)}
              </span>
              {message.state === 'failed' && (
                <Button
                  variant="danger"
                  size="sm"
                  className="chat__retry"
                  aria-label={retryLabel}
                  title={retryLabel}
                  onClick={() => void deliver(message.id, message.text)}
                >
                  <span aria-hidden="true">↻</span>
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <form
        className="chat__form"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor={`${titleId}-input`} className="pk-field__label">
          {t('feedback.chatInput')}
        </label>
        <textarea
          id={`${titleId}-input`}
          ref={inputRef}
          className="pk-input chat__input"
          rows={2}
          value={draft}
          aria-describedby={`${titleId}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <span id={`${titleId}-hint`} className="pk-field__hint">
          {t('feedback.chatHint')}
        </span>
        <Button type="submit">{t('feedback.sendMessage')}</Button>
      </form>
    </section>
  );
}
