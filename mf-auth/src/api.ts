import { apiCall, REQUEST_ERROR_MESSAGE, type ApiResponse } from '@parking/shared/api';

/** The login answer (server: token and id_session at the top level and in result). */
export interface LoginResult {
  token: string;
  id_session?: string;
  userType?: 'private' | 'corporate';
}

/** A captcha the server asks for: an SVG data URL and the id to send back with the answer. */
export interface CaptchaChallenge {
  image: string;
  id: string | undefined;
}

export type ConfirmationType = 'SMS' | 'Call';

export interface RegistrationStarted {
  salt: string;
  confirmationType: ConfirmationType;
  phone: string;
}

export interface ConfirmationState {
  confirmationType: ConfirmationType;
  useSmsReplay: boolean;
  canSendCodeAgain: boolean;
}

/** An error envelope's extra fields the forms read. */
export function errorExtra(response: ApiResponse<unknown>): Record<string, unknown> {
  return response.status === 'error' ? (response as unknown as Record<string, unknown>) : {};
}

/** The client's own failure (network, non-JSON answer): the spec's 'Request error'. */
export function isRequestError(response: ApiResponse<unknown>): boolean {
  return (
    response.status === 'error' &&
    response.errorName === 'UnknownError' &&
    response.errorMessage === REQUEST_ERROR_MESSAGE
  );
}

export function captchaOf(response: ApiResponse<unknown>): CaptchaChallenge | null {
  const extra = errorExtra(response);
  return typeof extra.captcha === 'string' && extra.captcha
    ? {
        image: extra.captcha,
        id: typeof extra.captchaId === 'string' ? extra.captchaId : undefined,
      }
    : null;
}

/** Token of a login-like answer: result.token, or the top-level one. */
export function tokenOf(response: ApiResponse<LoginResult>): string | null {
  if (response.status !== 'ok') return null;
  const top = (response as unknown as { token?: unknown }).token;
  return response.result?.token || (typeof top === 'string' ? top : null) || null;
}

// Every call here is made while logged out: none sends a session token. Where the API wants a
// `token` field it is the flow's salt or link token, passed explicitly.
const anonymous = { token: 'none' } as const;

export const authApi = {
  login(body: { login: string; password: string; captcha: string | null; captchaId?: string }) {
    // JSON so that an empty captcha travels as null, as the spec asks.
    return apiCall<LoginResult>('/auth/login-v5', {
      ...anonymous,
      method: 'POST',
      json: true,
      body,
    });
  },
  loginCorporate(body: {
    inn: string;
    contractNumber: string;
    captcha: string | null;
    captchaId?: string;
  }) {
    return apiCall<LoginResult>('/auth/login-corp-v1', {
      ...anonymous,
      method: 'POST',
      json: true,
      body,
    });
  },
  checkEmail(email: string) {
    return apiCall<unknown>('/auth/check-email', { ...anonymous, method: 'POST', body: { email } });
  },
  checkPhone(phone: string) {
    return apiCall<unknown>('/auth/check-phone', { ...anonymous, method: 'POST', body: { phone } });
  },
  register(body: Record<string, unknown>) {
    return apiCall<RegistrationStarted>('/auth/registration-v2', {
      ...anonymous,
      method: 'POST',
      body,
    });
  },
  finishRegistration(salt: string) {
    return apiCall<LoginResult>('/auth/registration-v2', {
      ...anonymous,
      method: 'POST',
      body: { salt },
    });
  },
  confirmEmail(salt: string, code: string) {
    return apiCall<unknown>('/auth/confirm-email', {
      ...anonymous,
      method: 'POST',
      body: { token: salt, code },
    });
  },
  confirmPhone(salt: string, code: string) {
    return apiCall<unknown>('/auth/confirm-phone', {
      ...anonymous,
      method: 'POST',
      body: { token: salt, code },
    });
  },
  confirmationState(salt: string) {
    return apiCall<ConfirmationState>('/auth/get-confirmation-type-v2', {
      ...anonymous,
      query: { token: salt },
    });
  },
  resendPhoneCode(salt: string, bySms: boolean) {
    return apiCall<{ salt: string; confirmationType: ConfirmationType }>('/profile/send-sms-code', {
      ...anonymous,
      method: 'POST',
      body: { token: salt, isReply: bySms },
    });
  },
  resendEmailCode(salt: string) {
    return apiCall<unknown>('/profile/send-email-code', {
      ...anonymous,
      method: 'POST',
      body: { token: salt },
    });
  },
  restoreByEmail(email: string) {
    return apiCall<unknown>('/profile/restore-password/send-email', {
      ...anonymous,
      query: { email },
    });
  },
  restoreByPhone(phone: string, type: 'sms' | 'call') {
    return apiCall<{ salt: string; confirmationType: ConfirmationType }>(
      '/profile/restore-password/send-code',
      { ...anonymous, method: 'POST', body: { phone, type } },
    );
  },
  restoreCheck(token: string, code?: string) {
    return apiCall<unknown>('/profile/restore-password/check', {
      ...anonymous,
      query: { token, code },
    });
  },
  restoreChange(token: string, pass: string) {
    return apiCall<unknown>('/profile/restore-password/change', {
      ...anonymous,
      method: 'PUT',
      body: { token, pass },
    });
  },
  restoreEasy(login: string, type: 'email' | 'phone') {
    return apiCall<unknown>('/profile/restore-password-v2/change', {
      ...anonymous,
      method: 'PUT',
      body: { login, type },
    });
  },
  changePhone(salt: string, phone: string) {
    return changeRegistrationPhone(salt, phone);
  },
  yandexLogin(accessToken: string) {
    return apiCall<LoginResult>('/backend/v2/yandexID', {
      ...anonymous,
      query: { token: accessToken },
    });
  },
};

/** change-phone during registration: the draft's phone changes only on an ok answer. */
export function changeRegistrationPhone(salt: string, phone: string) {
  return apiCall<RegistrationStarted>('/auth/change-phone', {
    ...anonymous,
    method: 'POST',
    body: { token: salt, phone },
  });
}
