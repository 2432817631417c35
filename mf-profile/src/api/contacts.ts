// Phone and e-mail calls: codes (accounts module) and the changes they confirm (profile module).
import { apiCall } from '@parking/shared/api';
import { normalisePhone, smsPhone } from '@parking/shared/domain';

const PRIVATE = { userType: 'private' } as const;

/** edit=true: a code to the phone replacing the main one; false: a phone to add. */
export function sendSmsCode(phone: string, edit: boolean) {
  return apiCall<unknown>('/profile/send-sms-code', {
    ...PRIVATE,
    method: 'POST',
    body: { phone: smsPhone(normalisePhone(phone)), edit, isReply: false },
  });
}

export function sendEmailCode(email: string) {
  return apiCall<unknown>('/profile/send-email-code', {
    ...PRIVATE,
    method: 'POST',
    body: { email: email.trim(), edit: true },
  });
}

/** Change mode: the new phone becomes main and the old one is removed (server side). */
export function confirmPhoneChange(phone: string, code: string) {
  return apiCall<unknown>('/profile/confirm-phone-change', {
    ...PRIVATE,
    method: 'POST',
    body: { phone: normalisePhone(phone), code: code.trim() },
  });
}

export function addPhone(phone: string, code: string) {
  return apiCall<unknown>('/profile/add-phone', {
    ...PRIVATE,
    method: 'POST',
    body: { phone: normalisePhone(phone), code: code.trim() },
  });
}

export function confirmEmailChange(email: string, code: string) {
  return apiCall<unknown>('/profile/confirm-email-change', {
    ...PRIVATE,
    method: 'POST',
    body: { email: email.trim(), code: code.trim() },
  });
}

export function deletePhone(phone: string) {
  return apiCall<unknown>('/profile/delete-phone', {
    ...PRIVATE,
    method: 'DELETE',
    body: { phone },
  });
}

export function setMainPhone(phone: string) {
  return apiCall<unknown>('/profile/set-main-phone', {
    ...PRIVATE,
    method: 'PUT',
    body: { phone },
  });
}
