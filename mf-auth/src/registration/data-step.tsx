import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import {
  registrationPasswordLoose,
  registrationPhone,
  required,
  validateEmail,
  validateRegistrationPhone,
} from '@parking/shared/domain';
import { currentLanguage } from '@parking/shared/i18n';
import { Alert, Button, VisuallyHidden } from '@parking/shared/ui';
import { authApi, errorExtra, isRequestError } from '../api';
import { ff, useErrorText } from '../form/errors';
import { CheckboxField, NewPasswordFields, TextField } from '../form/fields';
import { submitFocusingError } from '../form/focus-error';
import { FlowPage } from '../flow-page';
import { NS } from '../i18n';
import { useOptions } from '../session';
import { readDraft, writeDraft } from './draft';

interface DataValues {
  lastname?: string;
  firstname?: string;
  middlename?: string;
  email?: string;
  phone?: string;
  pass?: string;
  pass2?: string;
  agreement?: boolean;
}

type Errors = Partial<Record<keyof DataValues | typeof FORM_ERROR, string>>;

const requiredField = ff(required);

/**
 * The e-mail check (spec 5): UserExists, or the 'user with email exists' message even on ok,
 * means taken; any other failure reads as an unknown error.
 */
async function emailProblem(email: string): Promise<string | null> {
  const response = await authApi.checkEmail(email);
  const message = String((response as { errorMessage?: unknown }).errorMessage ?? '');
  if (isOk(response))
    return /user with email exists/i.test(message) ? 'registration.emailInUse' : null;
  if (response.errorName === 'UserExists' || response.errorName === 'EmailExists')
    return 'registration.emailInUse';
  const code = errorExtra(response).code;
  if (response.errorName === 'ValidationError' && typeof code === 'string') return code;
  return 'UnknownError';
}

async function phoneProblem(phone: string): Promise<string | null> {
  const response = await authApi.checkPhone(phone);
  if (isOk(response)) return null;
  if (response.errorName === 'PhoneExists' || response.errorName === 'UserExists')
    return 'registration.phoneInUse';
  const code = errorExtra(response).code;
  if (response.errorName === 'ValidationError' && typeof code === 'string') return code;
  return 'UnknownError';
}

/** Step 1: the data, with the e-mail and phone checked free before the registration call. */
export function DataStep({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const info = useOptions();
  // The server asks for the names unless the city says it keeps no private data.
  const namesRequired = info?.options.hasPrivateData !== false;
  const draft = readDraft();
  const rulesPage = info?.settings.privateDataPage;
  const lng = currentLanguage();

  const onSubmit = async (values: DataValues): Promise<Errors | undefined> => {
    const email = (values.email ?? '').trim();
    const phone = registrationPhone(values.phone);
    const [emailError, phoneError] = [await emailProblem(email), await phoneProblem(phone)];
    if (emailError || phoneError) {
      const errors: Errors = {};
      if (emailError) errors.email = emailError;
      if (phoneError) errors.phone = phoneError;
      return errors;
    }
    const form = {
      lastname: (values.lastname ?? '').trim(),
      firstname: (values.firstname ?? '').trim(),
      middlename: (values.middlename ?? '').trim(),
      email,
      phone,
    };
    const response = await authApi.register({ ...form, pass: values.pass, agreement: true });
    if (isOk(response)) {
      const { salt, confirmationType, phone: normalised } = response.result;
      writeDraft({
        ...form,
        phone: normalised || phone,
        emailSalt: salt,
        phoneSalt: salt,
        confirmationType,
        emailConfirmed: false,
        useSmsReplay: confirmationType === 'Call',
        canSendCodeAgain: true,
      });
      navigate(`${basePath}/registration/confirmation/2/${salt}`);
      return undefined;
    }
    if (isRequestError(response)) return { [FORM_ERROR]: 'UnknownError' };
    const extra = errorExtra(response);
    switch (response.errorName) {
      case 'EmailExists':
        return { email: 'EmailExists' };
      case 'PhoneExists':
        return { phone: 'PhoneExists' };
      case 'PhoneEmpty':
        return { phone: 'PhoneEmpty' };
      case 'SMSNotSend':
      case 'LimitSMS':
        return { [FORM_ERROR]: response.errorName };
      case 'RequiredField':
      case 'InvalidFormat':
      case 'ValidationError': {
        // The server's schema names a field 'body.<name>', its rules just '<name>'.
        const field = typeof extra.field === 'string' ? extra.field.replace(/^body\./, '') : '';
        const code = typeof extra.code === 'string' ? extra.code : response.errorName;
        if (['lastname', 'firstname', 'email', 'phone', 'pass', 'agreement'].includes(field))
          return { [field]: code };
        return { [FORM_ERROR]: 'ValidationError' };
      }
      default:
        return { [FORM_ERROR]: 'registration.genericError' };
    }
  };

  return (
    <FlowPage flow="registration" step={1}>
      <Form<DataValues>
        onSubmit={onSubmit}
        initialValues={{
          lastname: draft?.lastname ?? '',
          firstname: draft?.firstname ?? '',
          middlename: draft?.middlename ?? '',
          email: draft?.email ?? '',
          phone: draft?.phone ? `+${draft.phone.replace(/^\+/, '')}` : '',
        }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form noValidate onSubmit={submitFocusingError(handleSubmit)} className="auth-form">
            <TextField
              name="lastname"
              label={t('registration.lastname')}
              validate={namesRequired ? requiredField : undefined}
              required={namesRequired}
              autoComplete="family-name"
              maxLength={100}
            />
            <TextField
              name="firstname"
              label={t('registration.firstname')}
              validate={namesRequired ? requiredField : undefined}
              required={namesRequired}
              autoComplete="given-name"
              maxLength={100}
            />
            <TextField
              name="middlename"
              label={t('registration.middlename')}
              autoComplete="additional-name"
              maxLength={100}
            />
            <TextField
              name="email"
              type="email"
              label={t('registration.email')}
              validate={ff(validateEmail)}
              required
              autoComplete="email"
              maxLength={254}
            />
            <TextField
              name="phone"
              type="tel"
              label={t('registration.phone')}
              hint={t('registration.phoneHint')}
              validate={ff(validateRegistrationPhone)}
              required
              autoComplete="tel"
              inputMode="tel"
              maxLength={32}
            />
            <NewPasswordFields
              label={t('registration.password')}
              repeatLabel={t('registration.passwordRepeat')}
              hint={t('registration.passwordRules')}
              validate={ff(registrationPasswordLoose)}
              maxLength={128}
            />
            <CheckboxField
              name="agreement"
              validate={(value) => (value ? undefined : 'registration.agreementRequired')}
              label={
                <>
                  {t('registration.agreement')}{' '}
                  <Link
                    to={`${basePath}${rulesPage?.path ?? '/pages/personal-data-rules'}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {/* The city names its page in the nominative ('Personal data processing'):
                        quoted, it reads right after any lead-in. */}
                    {t('registration.agreementTitle', {
                      title: rulesPage?.title[lng] || t('registration.agreementLink'),
                    })}
                    <VisuallyHidden> {t('registration.newTab')}</VisuallyHidden>
                  </Link>
                </>
              }
            />
            {submitError && <Alert variant="danger">{errorText(submitError as string)}</Alert>}
            <Button type="submit" block loading={submitting}>
              {t('registration.submit')}
            </Button>
          </form>
        )}
      </Form>
    </FlowPage>
  );
}
