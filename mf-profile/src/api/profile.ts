// Profile calls of spec section 7: every function returns the API envelope (never throws).
import { apiCall, isOk, type ApiResponse } from '@parking/shared/api';
import { parseProfile, type Profile } from './types';

const PRIVATE = { userType: 'private' } as const;

export async function getProfile(): Promise<ApiResponse<Profile>> {
  const response = await apiCall<unknown>('/profile/get-profile', PRIVATE);
  if (!isOk(response)) return response;
  const profile = parseProfile(response.result);
  return profile
    ? { ...response, result: profile }
    : { status: 'error', errorName: 'UnknownError' };
}

/** Only the changed fields travel (spec 4: profile main save). */
export interface ProfileChanges {
  firstname?: string;
  lastname?: string;
  middlename?: string;
  email?: string;
}

export function changeProfile(changes: ProfileChanges) {
  return apiCall<unknown>('/profile/change-profile', {
    ...PRIVATE,
    method: 'PUT',
    body: { ...changes },
  });
}

export function changePassword(pass: string, currentpass: string) {
  return apiCall<unknown>('/profile/change-password', {
    ...PRIVATE,
    method: 'PUT',
    body: { pass, currentpass },
  });
}

/** Ends the session on the server; the caller clears the token whatever the answer. */
export function logoutCall() {
  return apiCall<unknown>('/auth/logout', { method: 'POST', body: {} });
}
