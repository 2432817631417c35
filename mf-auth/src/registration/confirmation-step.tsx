import { useCallback, useEffect, useRef, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form, useForm } from 'react-final-form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { formatPhone, registrationPhone, validateRegistrationPhone } from '@parking/shared/domain';
import { Alert, Button } from '@parking/shared/ui';
import { authApi, isRequestError, tokenOf, type ConfirmationType } from '../api';
import { ff, useErrorText } from '../form/errors';
import { CodeField, TextField } from '../form/fields';
import { submitFocusingError } from '../form/focus-error';
import { NS } from '../i18n';
import { FlowPage } from '../flow-page';
import { completeLogin } from '../session';
import { clearDraft, readDraft, writeDraft } from './draft';
import { ResendControl } from './resend-control';

interface CodeValues {
  code?: string;
}

type CodeErrors = { code?: string; [FORM_ERROR]?: string };

/** A code answer's failure as form errors: a wrong code under the field, the rest above the button. */
function codeErrors(response: { status: string; errorName?: string }): CodeErrors {
  if (isRequestError(response as never)) return { [FORM_ERROR]: 'UnknownError' };
  if (response.errorName === 'IncorrectCode') return { code: 'IncorrectCode' };
  if (response.errorName === 'RequiredField') return { code: 'RequiredField' };
  if (response.errorName === 'NotFound') return { [FORM_ERROR]: 'registration.expired' };
  return { [FORM_ERROR]: response.errorName ?? 'UnknownError' };
}

/** A link with the code in the URL confirms at once. */
function AutoSubmit() {
  const form = useForm();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void form.submit();
  }, [form]);
  return null;
}

interface StepProps {
  basePath: string;
  salt: string;
  code?: string;
}

function FormAlert({ error, basePath }: { error: string | undefined; basePath: string }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <Alert variant="danger">
      {errorText(error)}
      {error === 'registration.expired' && (
        <>
          {' '}
          <Link to={`${basePath}/registration`}>{t('registration.startAgain')}</Link>
        </>
      )}
    </Alert>
  );
}

/** Step 2: the code from the e-mail (or the e-mailed link's code in the URL). May be skipped. */
export function EmailCodeStep({ basePath, salt, code }: StepProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const draft = readDraft();
  const next = `${basePath}/registration/confirmation/3/${salt}`;

  const onSubmit = async (values: CodeValues): Promise<CodeErrors | undefined> => {
    const value = (values.code ?? '').trim();
    const response = await authApi.confirmEmail(salt, value);
    // An answer with an errorName is a failure whatever its status (spec 7).
    if (isOk(response) && !(response as { errorName?: unknown }).errorName) {
      writeDraft({ emailConfirmed: true, emailCode: value });
      navigate(next);
      return undefined;
    }
    return codeErrors(response);
  };

  return (
    <FlowPage flow="registration" step={2}>
      <p>{t('registration.emailSent', { email: draft?.email ?? '' })}</p>
      <Form<CodeValues> onSubmit={onSubmit} initialValues={{ code: code ?? '' }}>
        {({ handleSubmit, submitting, submitError }) => {
          return (
            <form noValidate onSubmit={submitFocusingError(handleSubmit)} className="auth-form">
              {code && <AutoSubmit />}
              <CodeField label={t('registration.emailCode')} />
              <FormAlert error={submitError as string | undefined} basePath={basePath} />
              <Button type="submit" block loading={submitting}>
                {t('registration.confirm')}
              </Button>
            </form>
          );
        }}
      </Form>
      <ResendControl
        mode="email"
        onResend={async () => {
          const response = await authApi.resendEmailCode(salt);
          return isOk(response) ? null : response.errorName;
        }}
      />
      <p>
        <Link to={next}>{t('registration.skipEmail')}</Link>
      </p>
    </FlowPage>
  );
}

/** Step 3: the SMS or call code (with resend, call again, resend by SMS); finishing logs in. */
export function PhoneCodeStep({ basePath, salt, code }: StepProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const draft = readDraft();
  const [phone, setPhone] = useState(draft?.phone ?? '');
  const [type, setType] = useState<ConfirmationType | undefined>(draft?.confirmationType);
  const [canSend, setCanSend] = useState<boolean | null>(draft?.canSendCodeAgain ?? true);
  const [changing, setChanging] = useState(false);
  // Remount the resend control after a phone change: a new code went out, a new countdown runs.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    void authApi.confirmationState(salt).then((response) => {
      // A failure leaves the type as it was (spec 4).
      if (!live || !isOk(response)) return;
      const { confirmationType, useSmsReplay, canSendCodeAgain } = response.result;
      setType(confirmationType);
      setCanSend(canSendCodeAgain);
      writeDraft({ confirmationType, useSmsReplay, canSendCodeAgain });
    });
    return () => {
      live = false;
    };
  }, [salt]);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // After the countdown, ask again: the 'no' given right after a send only meant 'not this second'.
  // If the question fails, offer the resend; the server still refuses a real limit with LimitSMS.
  const recheckCanSend = useCallback(() => {
    setCanSend(null);
    void authApi.confirmationState(salt).then((response) => {
      if (mounted.current) setCanSend(isOk(response) ? response.result.canSendCodeAgain : true);
    });
  }, [salt]);

  const isCall = type === 'Call';

  const onSubmit = async (values: CodeValues): Promise<CodeErrors | undefined> => {
    const confirmed = await authApi.confirmPhone(salt, (values.code ?? '').trim());
    if (!isOk(confirmed)) return codeErrors(confirmed);
    const finished = await authApi.finishRegistration(salt);
    const token = tokenOf(finished);
    if (!token) {
      if (
        finished.status === 'error' &&
        (finished.errorName === 'EmailExists' || finished.errorName === 'PhoneExists')
      )
        return { [FORM_ERROR]: finished.errorName };
      return codeErrors(
        finished.status === 'error'
          ? finished
          : { status: 'error', errorName: 'registration.genericError' },
      );
    }
    clearDraft();
    completeLogin('private', token);
    // Home, where the shell's guard of this logged-out-only page sends a logged-in visitor too.
    navigate(basePath || '/');
    return undefined;
  };

  const changePhone = async (values: { newPhone?: string }) => {
    const response = await authApi.changePhone(salt, registrationPhone(values.newPhone));
    if (!isOk(response)) {
      if (response.errorName === 'PhoneExists') return { newPhone: 'registration.phoneInUse' };
      if (response.errorName === 'ValidationError' || response.errorName === 'RequiredField')
        return { newPhone: 'phone.incorrectNumber' };
      return { [FORM_ERROR]: response.errorName };
    }
    // Only an ok answer changes the phone (spec 4).
    setPhone(response.result.phone);
    setType(response.result.confirmationType);
    writeDraft({
      phone: response.result.phone,
      confirmationType: response.result.confirmationType,
    });
    setChanging(false);
    setGeneration((g) => g + 1);
    return undefined;
  };

  const shownPhone = phone ? formatPhone(phone) : '';

  return (
    <FlowPage flow="registration" step={3}>
      <p>
        {isCall
          ? t('registration.callSent', { phone: shownPhone })
          : t('registration.smsSent', { phone: shownPhone })}
      </p>
      <Form<CodeValues> onSubmit={onSubmit} initialValues={{ code: code ?? '' }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form noValidate onSubmit={submitFocusingError(handleSubmit)} className="auth-form">
            <CodeField
              label={t(isCall ? 'registration.callCode' : 'registration.smsCode')}
              hint={isCall ? t('registration.callCodeHint') : undefined}
            />
            <FormAlert error={submitError as string | undefined} basePath={basePath} />
            <Button type="submit" block loading={submitting}>
              {t('registration.finish')}
            </Button>
          </form>
        )}
      </Form>
      <ResendControl
        key={generation}
        mode={isCall ? 'call' : 'sms'}
        canSend={canSend}
        onCountdownEnd={recheckCanSend}
        onResend={async (bySms) => {
          const response = await authApi.resendPhoneCode(salt, bySms);
          if (!isOk(response)) return response.errorName;
          setType(response.result.confirmationType);
          writeDraft({ confirmationType: response.result.confirmationType });
          return null;
        }}
      />
      {changing ? (
        <Form<{ newPhone?: string }> onSubmit={changePhone}>
          {({ handleSubmit, submitting, submitError }) => (
            <form noValidate onSubmit={submitFocusingError(handleSubmit)} className="auth-form">
              <TextField
                name="newPhone"
                type="tel"
                label={t('registration.newPhone')}
                validate={ff(validateRegistrationPhone)}
                required
                autoComplete="tel"
                maxLength={32}
              />
              <FormAlert error={submitError as string | undefined} basePath={basePath} />
              <div className="auth-resend__actions">
                <Button type="submit" variant="secondary" loading={submitting}>
                  {t('registration.changePhoneSubmit')}
                </Button>
                <Button variant="link" onClick={() => setChanging(false)}>
                  {t('registration.cancel')}
                </Button>
              </div>
            </form>
          )}
        </Form>
      ) : (
        <p>
          <Button variant="link" onClick={() => setChanging(true)}>
            {t('registration.changePhone')}
          </Button>
        </p>
      )}
    </FlowPage>
  );
}

/** /registration/confirmation/:step/:salt(/:code). */
export function ConfirmationStep({ step, ...props }: StepProps & { step: string }) {
  if (step === '2') return <EmailCodeStep {...props} />;
  if (step === '3') return <PhoneCodeStep {...props} />;
  return <Navigate to={`${props.basePath}/registration`} replace />;
}
