import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import {
  composeValidators,
  required,
  isNumber,
  validateLoginIdentifier,
  validateLoginPassword,
} from '@parking/shared/domain';
import { Alert, Button } from '@parking/shared/ui';
import type { UserType } from '@parking/shared/session';
import {
  authApi,
  captchaOf,
  errorExtra,
  isRequestError,
  tokenOf,
  type CaptchaChallenge,
} from '../api';
import { ff } from '../form/errors';
import { TextField } from '../form/fields';
import { submitFocusingError } from '../form/focus-error';
import { NS } from '../i18n';

/** Spec 'Login state': waiting, submitting, ok, error, empty-password or 'Request error'. */
export type LoginStatus =
  'waiting' | 'submitting' | 'ok' | 'error' | 'empty-password' | 'Request error';

interface LoginValues {
  login?: string;
  password?: string;
  inn?: string;
  contractNumber?: string;
  captcha?: string;
}

export interface LoginFormProps {
  userType: UserType;
  /** settings.easyAuth: the identifier may be a phone as well as an e-mail. */
  easy: boolean;
  onSuccess(userType: UserType, token: string): void;
  /** The account has no password yet: the e-mail to restore it for. */
  onEmptyPassword(email: string): void;
}

const innValidator = ff(composeValidators<unknown, string>(required, isNumber));
const requiredValidator = ff(required);

/** The message of a failed login (spec section 8): the names it lists, else the generic one. */
function messageKey(status: LoginStatus, errorName: string | undefined): string | null {
  if (status === 'Request error') return 'errors:UnknownError';
  if (status !== 'error') return null;
  if (errorName === 'LoginTryLimit') return 'errors:LoginTryLimit';
  if (errorName === 'CaptchaIncorrect') return 'errors:CaptchaIncorrect';
  return 'errors:IncorrectLogin';
}

/** One login form: a private identifier + password, or a corporate inn + contract number. */
export function LoginForm({ userType, easy, onSuccess, onEmptyPassword }: LoginFormProps) {
  const { t } = useTranslation([NS, 'errors']);
  const [status, setStatus] = useState<LoginStatus>('waiting');
  const [errorName, setErrorName] = useState<string>();
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null);
  const corporate = userType === 'corporate';

  const onSubmit = async (
    values: LoginValues,
    form: { change(name: string, value: string): void },
  ) => {
    setStatus('submitting');
    setErrorName(undefined);
    const captchaAnswer = captcha ? values.captcha?.trim() || null : null;
    const captchaFields = {
      captcha: captchaAnswer,
      ...(captcha?.id ? { captchaId: captcha.id } : {}),
    };
    const response = corporate
      ? await authApi.loginCorporate({
          inn: (values.inn ?? '').trim(),
          contractNumber: (values.contractNumber ?? '').trim(),
          ...captchaFields,
        })
      : await authApi.login({
          login: (values.login ?? '').trim(),
          password: values.password ?? '',
          ...captchaFields,
        });
    const token = tokenOf(response);
    if (token) {
      setStatus('ok');
      onSuccess(userType, token);
      return;
    }
    if (isRequestError(response)) {
      setStatus('Request error');
      return;
    }
    if (response.status === 'error' && response.errorName === 'EmptyPass') {
      setStatus('empty-password');
      const extra = errorExtra(response);
      const typed = (values.login ?? '').trim();
      onEmptyPassword(
        typeof extra.email === 'string' ? extra.email : typed.includes('@') ? typed : '',
      );
      return;
    }
    // Each answer says whether a captcha is (still) needed; a challenge is good for one try only.
    const next = captchaOf(response);
    setCaptcha(next);
    form.change('captcha', '');
    setErrorName(response.status === 'error' ? response.errorName : undefined);
    setStatus('error');
  };

  const message = messageKey(status, errorName);
  const prefix = corporate ? 'corporate' : 'private';

  return (
    <Form<LoginValues> onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        <form
          noValidate
          onSubmit={submitFocusingError(handleSubmit)}
          aria-label={t(corporate ? 'login.corporateForm' : 'login.privateForm')}
          className="auth-form"
        >
          {corporate ? (
            <>
              <TextField
                name="inn"
                label={t('login.inn')}
                validate={innValidator}
                inputMode="numeric"
                autoComplete="off"
                required
                maxLength={12}
              />
              <TextField
                name="contractNumber"
                label={t('login.contractNumber')}
                validate={requiredValidator}
                autoComplete="off"
                required
                maxLength={64}
              />
            </>
          ) : (
            <>
              <TextField
                name="login"
                label={t(easy ? 'login.identifierEasy' : 'login.identifier')}
                hint={easy ? t('login.identifierEasyHint') : undefined}
                type={easy ? 'text' : 'email'}
                validate={ff((value: string) => validateLoginIdentifier(value, easy))}
                autoComplete="username"
                required
                maxLength={254}
              />
              <TextField
                name="password"
                label={t('login.password')}
                type="password"
                validate={ff(validateLoginPassword)}
                autoComplete="current-password"
                required
                maxLength={128}
              />
            </>
          )}
          {captcha && (
            <div className="auth-captcha">
              <img src={captcha.image} alt={t('login.captchaImage')} width={150} height={50} />
              <TextField
                name="captcha"
                label={t('login.captcha')}
                hint={t('login.captchaHint')}
                validate={requiredValidator}
                autoComplete="off"
                required
                maxLength={16}
              />
            </div>
          )}
          {message && (
            <Alert variant="danger" className="auth-form__alert">
              {t(message)}
            </Alert>
          )}
          <Button
            type="submit"
            block
            loading={status === 'submitting'}
            data-status={status}
            id={`auth-login-${prefix}-submit`}
          >
            {t('login.submit')}
          </Button>
        </form>
      )}
    </Form>
  );
}
