import { useEffect, useRef, useState } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { isOk, type ApiResponse } from '@parking/shared/api';
import {
  compactErrors,
  formatPhone,
  maskPhone,
  required,
  validateConfirmPassword,
  validateEmail,
  validateProfilePassword,
  validateRegistrationPhone,
} from '@parking/shared/domain';
import { Alert, Button, Modal, type AlertVariant } from '@parking/shared/ui';
import { changePassword, changeProfile, type ProfileChanges } from '../api/profile';
import {
  addPhone,
  confirmEmailChange,
  confirmPhoneChange,
  sendEmailCode,
  sendSmsCode,
} from '../api/contacts';
import type { Profile } from '../api/types';
import { apiErrorCode, useErrorText } from '../common/errors';
import { TextField } from '../common/fields';
import { FormError, ProfileForm } from '../common/modal-form';
import { NS } from '../i18n';
import { ResendCode } from './resend-code';

export type EditStep = 'main' | 'password' | 'email' | 'emailConfirm' | 'phone' | 'phoneConfirm';
export type PhoneAction = 'change' | 'add';

export interface EditProfileModalProps {
  profile: Profile;
  /** Where it opens: the main step, or the phone step from the phone list. */
  initialStep?: 'main' | 'phone';
  phoneAction?: PhoneAction;
  /** Name fields apply (options.hasPrivateData). */
  hasPrivateData: boolean;
  /** The configuration without change-email and add-phone: the e-mail is edited on the main step. */
  emailOnMain: boolean;
  onClose(): void;
  /** Something changed on the server: the page reloads the profile. */
  onChanged(reason: string): void;
}

/** Spec 8: the phone-code errors shown under the field; anything else reads as unknown. */
const PHONE_CODE_ERRORS = new Set([
  'DoublePhone',
  'LimitSMS',
  'SMSNotSend',
  'UserExists',
  'PhoneExists',
  'ValidationError',
  'InvalidFormat',
]);

interface MainValues {
  firstName: string;
  lastName: string;
  middleName: string;
  email: string;
}

/** Only what changed, under the call's field names; null when nothing did. */
function changedFields(
  initial: MainValues,
  values: MainValues,
  fields: readonly (keyof MainValues)[],
): ProfileChanges | null {
  const names: Record<keyof MainValues, keyof ProfileChanges> = {
    firstName: 'firstname',
    lastName: 'lastname',
    middleName: 'middlename',
    email: 'email',
  };
  const changes: ProfileChanges = {};
  for (const field of fields) {
    const value = (values[field] ?? '').trim();
    if (value !== (initial[field] ?? '').trim()) changes[names[field]] = value;
  }
  return Object.keys(changes).length ? changes : null;
}

/** Both confirmation steps ask for the code the user received. */
function CodeField() {
  const { t } = useTranslation(NS);
  return (
    <TextField
      name="code"
      label={t('fields.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
    />
  );
}

const validateCode = (v: { code?: string }) => compactErrors({ code: required(v.code) });

/** The edit-profile modal: main, change password, change e-mail and telephone with their confirmation steps. */
export function EditProfileModal({
  profile,
  initialStep = 'main',
  phoneAction = 'change',
  hasPrivateData,
  emailOnMain,
  onClose,
  onChanged,
}: EditProfileModalProps) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const [step, setStep] = useState<EditStep>(initialStep);
  const [alert, setAlert] = useState<{ variant: AlertVariant; text: string } | null>(null);
  const [pending, setPending] = useState('');
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Each step is a new form: its first field takes focus (the modal focuses only on open).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    bodyRef.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, [step]);

  const go = (next: EditStep, nextAlert: typeof alert = null) => {
    setAlert(nextAlert);
    setStep(next);
  };
  // Cancel: from main the modal closes; from any other step back to main, the alert cleared.
  const cancel = () => (step === 'main' ? onClose() : go('main'));
  const danger = (response: ApiResponse<unknown>) =>
    setAlert({ variant: 'danger', text: errorText(apiErrorCode(response)) });

  const mainFields: (keyof MainValues)[] = [
    ...(hasPrivateData ? (['lastName', 'firstName', 'middleName'] as const) : []),
    ...(emailOnMain ? (['email'] as const) : []),
  ];
  const initialMain: MainValues = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    middleName: profile.middleName,
    email: profile.email,
  };

  const submitMain = async (values: MainValues) => {
    const changes = changedFields(initialMain, values, mainFields);
    if (!changes) {
      onClose();
      return;
    }
    const response = await changeProfile(changes);
    if (!isOk(response)) {
      danger(response);
      return;
    }
    onChanged('profile edited');
    onClose();
  };

  const submitPassword = async (values: {
    currentpass?: string;
    pass?: string;
  }): Promise<SubmissionErrors | void> => {
    const response = await changePassword(values.pass ?? '', values.currentpass ?? '');
    if (isOk(response)) {
      go('main', { variant: 'success', text: t('edit.passwordChanged') });
      return undefined;
    }
    if (response.errorName === 'CurrentPasswordIncorrect')
      return { currentpass: 'CurrentPasswordIncorrect' };
    danger(response);
    return undefined;
  };

  const sendEmail = async (email: string) => sendEmailCode(email);
  const submitEmail = async (values: { email?: string }): Promise<SubmissionErrors | void> => {
    const email = (values.email ?? '').trim();
    const response = await sendEmail(email);
    if (!isOk(response)) return { email: apiErrorCode(response) };
    setPending(email);
    go('emailConfirm');
    return undefined;
  };
  const submitEmailCode = async (values: { code?: string }): Promise<SubmissionErrors | void> => {
    const response = await confirmEmailChange(pending, values.code ?? '');
    if (!isOk(response)) return { code: apiErrorCode(response) };
    onChanged('email changed');
    go('main', { variant: 'success', text: t('edit.emailChanged', { email: pending }) });
    return undefined;
  };

  const sendPhone = (phone: string) => sendSmsCode(phone, phoneAction === 'change');
  const phoneCodeError = (response: ApiResponse<unknown>) => {
    const code = apiErrorCode(response);
    return PHONE_CODE_ERRORS.has(code) || code.startsWith('phone.') ? code : 'UnknownError';
  };
  /** The resend control's answer: null when the code went, else the refusal's text. */
  const resent = (response: ApiResponse<unknown>) =>
    isOk(response) ? null : errorText(apiErrorCode(response));
  const submitPhone = async (values: { phone?: string }): Promise<SubmissionErrors | void> => {
    const response = await sendPhone(values.phone ?? '');
    if (!isOk(response)) return { phone: phoneCodeError(response) };
    setPending(values.phone ?? '');
    go('phoneConfirm');
    return undefined;
  };
  const submitPhoneCode = async (values: { code?: string }): Promise<SubmissionErrors | void> => {
    const code = values.code ?? '';
    // Change: the server makes the new phone main and removes the old one; add: simply added.
    const response =
      phoneAction === 'change'
        ? await confirmPhoneChange(pending, code)
        : await addPhone(pending, code);
    if (!isOk(response))
      return response.errorName === 'IncorrectCode'
        ? { code: 'IncorrectCode' }
        : { [FORM_ERROR]: apiErrorCode(response) };
    onChanged(phoneAction === 'change' ? 'phone changed' : 'phone added');
    go('main', {
      variant: 'success',
      text: t(phoneAction === 'change' ? 'edit.phoneChanged' : 'edit.phoneAdded', {
        phone: formatPhone(pending),
      }),
    });
    return undefined;
  };

  const titles: Record<EditStep, string> = {
    main: t('edit.title'),
    password: t('edit.passwordTitle'),
    email: t('edit.emailTitle'),
    emailConfirm: t('edit.emailConfirmTitle'),
    phone: t(phoneAction === 'change' ? 'edit.phoneChangeTitle' : 'edit.phoneAddTitle'),
    phoneConfirm: t('edit.phoneConfirmTitle'),
  };

  return (
    <Modal open onClose={onClose} title={titles[step]} closeLabel={t('common.close')} size="md">
      <div ref={bodyRef} className="edit-profile">
        {alert && (
          <Alert
            variant={alert.variant}
            onClose={() => setAlert(null)}
            closeLabel={t('common.closeAlert')}
          >
            {alert.text}
          </Alert>
        )}

        {step === 'main' && (
          <ProfileForm<MainValues>
            label={titles.main}
            submitLabel={t('common.save')}
            onCancel={cancel}
            onSubmit={submitMain}
            initialValues={initialMain}
            validate={(v) =>
              compactErrors({
                firstName: hasPrivateData ? required(v.firstName) : null,
                lastName: hasPrivateData ? required(v.lastName) : null,
                email: emailOnMain ? validateEmail(v.email) : null,
              })
            }
          >
            {hasPrivateData && (
              <>
                <TextField
                  name="lastName"
                  label={t('fields.lastName')}
                  autoComplete="family-name"
                  required
                />
                <TextField
                  name="firstName"
                  label={t('fields.firstName')}
                  autoComplete="given-name"
                  required
                />
                <TextField
                  name="middleName"
                  label={t('fields.middleName')}
                  autoComplete="additional-name"
                />
              </>
            )}
            {emailOnMain && (
              <TextField
                name="email"
                type="email"
                label={t('fields.email')}
                autoComplete="email"
                required
              />
            )}
            <div className="profile-modal__links">
              <Button variant="link" onClick={() => go('password')}>
                {t('edit.toPassword')}
              </Button>
              {!emailOnMain && (
                <Button variant="link" onClick={() => go('email')}>
                  {t('edit.toEmail')}
                </Button>
              )}
            </div>
          </ProfileForm>
        )}

        {step === 'password' && (
          <ProfileForm<{ currentpass?: string; pass?: string; confirm?: string }>
            label={titles.password}
            submitLabel={t('common.save')}
            onCancel={cancel}
            onSubmit={submitPassword}
            validate={(v) =>
              compactErrors({
                currentpass: required(v.currentpass),
                pass: validateProfilePassword(v.pass),
                confirm: validateConfirmPassword(v.pass, v.confirm),
              })
            }
          >
            <TextField
              name="currentpass"
              type="password"
              label={t('fields.currentPassword')}
              autoComplete="current-password"
              required
            />
            <TextField
              name="pass"
              type="password"
              label={t('fields.newPassword')}
              hint={t('fields.passwordHint')}
              autoComplete="new-password"
              required
            />
            <TextField
              name="confirm"
              type="password"
              label={t('fields.confirmPassword')}
              autoComplete="new-password"
              required
            />
          </ProfileForm>
        )}

        {step === 'email' && (
          <ProfileForm<{ email?: string }>
            label={titles.email}
            submitLabel={t('edit.sendCode')}
            onCancel={cancel}
            onSubmit={submitEmail}
            validate={(v) => compactErrors({ email: validateEmail(v.email) })}
          >
            <TextField
              name="email"
              type="email"
              label={t('fields.newEmail')}
              autoComplete="email"
              required
            />
          </ProfileForm>
        )}

        {step === 'emailConfirm' && (
          <ProfileForm<{ code?: string }>
            label={titles.emailConfirm}
            submitLabel={t('common.confirm')}
            onCancel={cancel}
            onSubmit={submitEmailCode}
            validate={validateCode}
          >
            <p>{t('edit.codeSentEmail', { email: pending })}</p>
            <CodeField />
            <ResendCode onResend={async () => resent(await sendEmail(pending))} />
          </ProfileForm>
        )}

        {step === 'phone' && (
          <ProfileForm<{ phone?: string }>
            label={titles.phone}
            submitLabel={t('edit.sendCode')}
            onCancel={cancel}
            onSubmit={submitPhone}
            validate={(v) => compactErrors({ phone: validateRegistrationPhone(v.phone) })}
          >
            {phoneAction === 'change' && profile.telephone && (
              <p>{t('edit.currentPhone', { phone: formatPhone(profile.telephone) })}</p>
            )}
            <TextField
              name="phone"
              type="tel"
              label={t('fields.newPhone')}
              parse={(v: string) => maskPhone(v)}
              placeholder="+7 (___) ___ - __ - __"
              autoComplete="tel"
              required
            />
          </ProfileForm>
        )}

        {step === 'phoneConfirm' && (
          <ProfileForm<{ code?: string }>
            label={titles.phoneConfirm}
            submitLabel={t('common.confirm')}
            onCancel={cancel}
            onSubmit={submitPhoneCode}
            validate={validateCode}
          >
            {({ submitError }) => (
              <>
                <p>{t('edit.codeSentPhone', { phone: formatPhone(pending) })}</p>
                <FormError error={submitError} />
                <CodeField />
                <ResendCode
                  onResend={async () => {
                    const response = await sendPhone(pending);
                    return isOk(response) ? null : errorText(phoneCodeError(response));
                  }}
                />
              </>
            )}
          </ProfileForm>
        )}
      </div>
    </Modal>
  );
}
