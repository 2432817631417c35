import { useEffect, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isOk, type ApiResponse } from '@parking/shared/api';
import {
  formatPhone,
  loginIdentifierKind,
  normalisePhone,
  validateLoginIdentifier,
  validateRestorePassword,
} from '@parking/shared/domain';
import { Alert, Button, Modal } from '@parking/shared/ui';
import { authApi, isRequestError } from '../api';
import { ff, useErrorText } from '../form/errors';
import { CodeField, NewPasswordFields, TextField } from '../form/fields';
import { submitFocusingError } from '../form/focus-error';
import { FlowPage } from '../flow-page';
import { NS } from '../i18n';
import { ResendControl } from '../registration/resend-control';
import { useOptions } from '../session';

type Method = 'confirm' | 'call' | 'newPassword';
type PhoneType = 'sms' | 'call';

interface StartValues {
  login?: string;
  method?: Method;
}

/** What step 2 needs to show and resend; travels in the history entry's state. */
interface StepState {
  email?: string;
  phone?: string;
  type?: PhoneType;
}

type Errors = Record<string, string | undefined>;

/** A failure that belongs above the button, or under the named field. */
function failure(response: ApiResponse<unknown>, field: string): Errors {
  if (isRequestError(response) || response.status !== 'error')
    return { [FORM_ERROR]: 'UnknownError' };
  switch (response.errorName) {
    case 'UnregistredAccount':
    case 'AccountNotFound':
      return { [field]: 'restore.accountNotFound' };
    case 'IncorrectCode':
      return { [field]: 'IncorrectCode' };
    case 'RequiredField':
    case 'ValidationError':
      return {
        [field]: response.errorName === 'RequiredField' ? 'RequiredField' : 'InvalidFormat',
      };
    default:
      return { [FORM_ERROR]: response.errorName };
  }
}

function SubmitError({ error }: { error: unknown }) {
  const errorText = useErrorText();
  return typeof error === 'string' ? <Alert variant="danger">{errorText(error)}</Alert> : null;
}

/** The success modal: the password is set (or a new one was sent); it offers to log in. */
function DoneModal({ basePath, text }: { basePath: string; text: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const home = basePath || '/';
  return (
    <Modal
      open
      title={t('restore.doneTitle')}
      closeLabel={t('login.close')}
      onClose={() => navigate(home)}
      footer={
        <Button onClick={() => navigate({ pathname: home, search: '?modal=login' })}>
          {t('restore.toLogin')}
        </Button>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}

/** Step 1: e-mail or phone, and how to confirm (or, with easy login, a new password at once). */
function StartStep({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { search } = useLocation();
  const info = useOptions();
  const easy = !!info?.settings.easyAuth;
  const params = new URLSearchParams(search);
  const emptyPass = params.get('error') === 'EmptyPass';
  const [sentNewPassword, setSentNewPassword] = useState(false);

  const onSubmit = async (values: StartValues): Promise<Errors | undefined> => {
    const login = (values.login ?? '').trim();
    const kind = loginIdentifierKind(login);
    const method = values.method ?? 'confirm';
    if (method === 'newPassword') {
      const response = await authApi.restoreEasy(login, kind === 'phone' ? 'phone' : 'email');
      if (isOk(response)) {
        setSentNewPassword(true);
        return undefined;
      }
      return failure(response, 'login');
    }
    if (kind === 'email') {
      const response = await authApi.restoreByEmail(login);
      if (!isOk(response)) return failure(response, 'login');
      navigate(`${basePath}/restore-password/2`, { state: { email: login } satisfies StepState });
      return undefined;
    }
    const phone = normalisePhone(login);
    const type: PhoneType = method === 'call' ? 'call' : 'sms';
    const response = await authApi.restoreByPhone(phone, type);
    if (!isOk(response)) return failure(response, 'login');
    navigate(`${basePath}/restore-password/2/${response.result.salt}`, {
      state: { phone, type } satisfies StepState,
    });
    return undefined;
  };

  const validateMethod = (method: Method | undefined, all: StartValues) =>
    method === 'call' && loginIdentifierKind(all.login) !== 'phone'
      ? 'restore.callNeedsPhone'
      : undefined;

  return (
    <FlowPage flow="restore" step={1}>
      {emptyPass && <Alert variant="info">{t('restore.emptyPass')}</Alert>}
      <Form<StartValues>
        onSubmit={onSubmit}
        initialValues={{ login: params.get('email') ?? '', method: 'confirm' }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form noValidate onSubmit={submitFocusingError(handleSubmit)} className="auth-form">
            <TextField
              name="login"
              label={t('restore.login')}
              hint={t('restore.loginHint')}
              validate={ff((value: string) => validateLoginIdentifier(value, true))}
              required
              autoComplete="username"
              maxLength={254}
            />
            <MethodField easy={easy} validate={validateMethod} />
            <SubmitError error={submitError} />
            <Button type="submit" block loading={submitting}>
              {t('restore.send')}
            </Button>
          </form>
        )}
      </Form>
      {sentNewPassword && <DoneModal basePath={basePath} text={t('restore.newPasswordSent')} />}
    </FlowPage>
  );
}

function MethodField({
  easy,
  validate,
}: {
  easy: boolean;
  validate: (value: Method | undefined, all: StartValues) => string | undefined;
}) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const methods: Method[] = easy ? ['confirm', 'call', 'newPassword'] : ['confirm', 'call'];
  return (
    <Field<Method | undefined>
      name="method"
      validate={validate}
      subscription={{ error: true, touched: true, submitFailed: true }}
    >
      {({ meta }) => (
        <fieldset
          className="auth-form"
          aria-describedby={
            meta.error && meta.submitFailed ? 'auth-restore-method-error' : undefined
          }
        >
          <legend>{t('restore.method')}</legend>
          {methods.map((method) => (
            <Field<Method> key={method} name="method" type="radio" value={method}>
              {({ input }) => (
                <label className="pk-checkbox">
                  <input {...input} className="pk-checkbox__input" />
                  <span>{t(`restore.methods.${method}`)}</span>
                </label>
              )}
            </Field>
          ))}
          {meta.error && meta.submitFailed && (
            <span id="auth-restore-method-error" className="pk-field__error">
              {errorText(meta.error as string)}
            </span>
          )}
        </fieldset>
      )}
    </Field>
  );
}

/** Step 2 by e-mail: the link is on its way. */
function EmailSentStep({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NS);
  const state = (useLocation().state ?? {}) as StepState;
  return (
    <FlowPage flow="restore" step={2}>
      <p>{t('restore.emailSent', { email: state.email ?? '' })}</p>
      {state.email && (
        <ResendControl
          mode="email"
          onResend={async () => {
            const response = await authApi.restoreByEmail(state.email!);
            return isOk(response) ? null : response.errorName;
          }}
        />
      )}
      <p>
        <Link to={`${basePath}/restore-password`}>{t('restore.startAgain')}</Link>
      </p>
    </FlowPage>
  );
}

/** Step 2 by phone: the SMS code, or the last 4 digits of the calling number. */
function PhoneCodeStep({ basePath, salt }: { basePath: string; salt: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as StepState;
  const isCall = state.type === 'call';

  const onSubmit = async (values: { code?: string }): Promise<Errors | undefined> => {
    const response = await authApi.restoreCheck(salt, (values.code ?? '').trim());
    if (!isOk(response)) return failure(response, 'code');
    navigate(`${basePath}/restore-password/3/${salt}`);
    return undefined;
  };

  return (
    <FlowPage flow="restore" step={2}>
      <p>
        {t(isCall ? 'restore.callSent' : 'restore.smsSent', {
          phone: state.phone ? formatPhone(state.phone) : '',
        })}
      </p>
      <Form<{ code?: string }> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError }) => (
          <form noValidate onSubmit={submitFocusingError(handleSubmit)} className="auth-form">
            <CodeField
              label={t(isCall ? 'registration.callCode' : 'registration.smsCode')}
              hint={isCall ? t('registration.callCodeHint') : undefined}
            />
            <SubmitError error={submitError} />
            <Button type="submit" block loading={submitting}>
              {t('restore.confirm')}
            </Button>
          </form>
        )}
      </Form>
      {state.phone && (
        <ResendControl
          mode={isCall ? 'call' : 'sms'}
          onResend={async (bySms) => {
            const type: PhoneType = bySms ? 'sms' : (state.type ?? 'sms');
            const response = await authApi.restoreByPhone(state.phone!, type);
            if (!isOk(response)) return response.errorName;
            // A new code is a new flow: its salt replaces the old one in the address.
            navigate(`${basePath}/restore-password/2/${response.result.salt}`, {
              replace: true,
              state: { phone: state.phone, type } satisfies StepState,
            });
            return null;
          }}
        />
      )}
    </FlowPage>
  );
}

const isFlowSalt = (token: string) => /^[0-9a-f]{32}$/.test(token);

/** Step 3: the new password, 6 to 20 characters, twice. */
function NewPasswordStep({ basePath, token }: { basePath: string; token: string }) {
  const { t } = useTranslation(NS);
  const [linkState, setLinkState] = useState<'checking' | 'valid' | 'invalid'>(
    isFlowSalt(token) ? 'valid' : 'checking',
  );
  const [done, setDone] = useState(false);

  // An e-mailed link is checked before the password is asked (a phone flow was checked at step 2).
  useEffect(() => {
    if (isFlowSalt(token)) return;
    let live = true;
    void authApi.restoreCheck(token).then((response) => {
      if (live) setLinkState(isOk(response) ? 'valid' : 'invalid');
    });
    return () => {
      live = false;
    };
  }, [token]);

  const onSubmit = async (values: {
    pass?: string;
    pass2?: string;
  }): Promise<Errors | undefined> => {
    const response = await authApi.restoreChange(token, values.pass ?? '');
    if (isOk(response)) {
      setDone(true);
      return undefined;
    }
    if (response.errorName === 'IncorrectCode') return { [FORM_ERROR]: 'restore.linkInvalid' };
    return failure(response, 'pass');
  };

  return (
    <FlowPage flow="restore" step={3}>
      {linkState === 'invalid' ? (
        <Alert variant="danger">
          {t('codes.restore.linkInvalid')}{' '}
          <Link to={`${basePath}/restore-password`}>{t('restore.startAgain')}</Link>
        </Alert>
      ) : (
        <Form<{ pass?: string; pass2?: string }> onSubmit={onSubmit}>
          {({ handleSubmit, submitting, submitError }) => (
            <form noValidate onSubmit={submitFocusingError(handleSubmit)} className="auth-form">
              <NewPasswordFields
                label={t('restore.newPassword')}
                repeatLabel={t('restore.newPasswordRepeat')}
                hint={t('restore.passwordRules')}
                validate={ff(validateRestorePassword)}
                maxLength={20}
              />
              <SubmitError error={submitError} />
              <Button type="submit" block loading={submitting} disabled={linkState === 'checking'}>
                {t('restore.save')}
              </Button>
            </form>
          )}
        </Form>
      )}
      {done && <DoneModal basePath={basePath} text={t('restore.passwordChanged')} />}
    </FlowPage>
  );
}

/** /restore-password, /restore-password/:step, /restore-password/:step/:salt. */
export function RestorePage({
  basePath,
  step,
  salt,
}: {
  basePath: string;
  step?: string;
  salt?: string;
}) {
  if (!step) return <StartStep basePath={basePath} />;
  if (step === '2' && !salt) return <EmailSentStep basePath={basePath} />;
  if (step === '2' && salt) return <PhoneCodeStep basePath={basePath} salt={salt} />;
  if (step === '3' && salt) return <NewPasswordStep basePath={basePath} token={salt} />;
  return <Navigate to={`${basePath}/restore-password`} replace />;
}
