import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { useBusEvent } from '@parking/shared/bus';
import { validateFeedbackForm } from '@parking/shared/domain';
import { errorKey } from '@parking/shared/i18n';
import { Alert, Button } from '@parking/shared/ui';
import { registerAppeal, type AppealInput } from '../api/feedback';
import { SelectField, TextField } from '../common/fields';
import { NS } from '../i18n';
import { TextAreaField } from './textarea-field';

/** Spec section 9: the server's user message stays 8 s. */
export const USER_MESSAGE_MS = 8000;

type Outcome = { kind: 'success'; text: string } | { kind: 'error'; errorName: string } | null;

/** The send-appeal form: topic (optional), message, phone and e-mail checked by the shared rules. */
export function AppealForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation(NS);
  const topics = useBusEvent('options:loaded')?.info?.settings?.topics ?? [];
  const profile = useBusEvent('profile:loaded')?.profile as { email?: unknown } | null | undefined;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const initial: AppealInput = {
    idSubject: '',
    message: '',
    phone: '',
    email: typeof profile?.email === 'string' ? profile.email : '',
  };

  const submit = async (values: AppealInput) => {
    if (timer.current) clearTimeout(timer.current);
    setOutcome(null);
    const response = await registerAppeal(values);
    if (!isOk(response)) {
      setOutcome({ kind: 'error', errorName: response.errorName });
      return false;
    }
    setOutcome({ kind: 'success', text: response.result.userMessage || t('feedback.sent') });
    timer.current = setTimeout(() => setOutcome(null), USER_MESSAGE_MS);
    onSent();
    return true;
  };

  return (
    <section className="profile-card" aria-labelledby="feedback-form-title">
      <h2 id="feedback-form-title">{t('feedback.formTitle')}</h2>
      <Form<AppealInput>
        initialValues={initial}
        // the shared rules return error codes; the fields translate them
        validate={(values) => validateFeedbackForm(values) as Record<string, string>}
        onSubmit={async (values, form) => {
          if (await submit(values)) {
            // keep the e-mail and phone for the next appeal; clear what was said
            form.restart({ ...values, idSubject: '', message: '' });
          }
        }}
      >
        {({ handleSubmit, submitting }) => (
          <form className="feedback-form" noValidate onSubmit={(e) => void handleSubmit(e)}>
            <SelectField
              name="idSubject"
              label={t('feedback.topic')}
              placeholder={t('feedback.noTopic')}
              options={topics.map((topic) => ({ value: topic.value, label: topic.label }))}
            />
            <TextAreaField name="message" label={t('feedback.message')} required />
            <TextField
              name="phone"
              label={t('feedback.phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint={t('feedback.phoneHint')}
            />
            <TextField
              name="email"
              label={t('feedback.email')}
              type="email"
              autoComplete="email"
              required
            />
            <Button type="submit" loading={submitting}>
              {t('feedback.send')}
            </Button>
          </form>
        )}
      </Form>
      {outcome?.kind === 'success' && <Alert variant="success">{outcome.text}</Alert>}
      {outcome?.kind === 'error' && (
        <Alert variant="danger">{t(errorKey(outcome.errorName))}</Alert>
      )}
    </section>
  );
}
