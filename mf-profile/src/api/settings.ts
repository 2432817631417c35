import { apiCall, isOk, type ApiResponse } from '@parking/shared/api';

/** The account settings of spec section 3, in display order. */
export const SETTING_NAMES = [
  'reportHistoryOperation',
  'pushOff',
  'checkParkingSessionBefore',
  'checkParkingSession',
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];
export type AccountSettings = Record<SettingName, boolean>;

const on = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

/** Accepts an object of flags or a list of {name, value}. */
export function parseSettings(raw: unknown): AccountSettings {
  const source: Record<string, unknown> = {};
  if (Array.isArray(raw)) {
    for (const item of raw)
      if (item && typeof item === 'object')
        source[String((item as { name?: unknown }).name)] = (item as { value?: unknown }).value;
  } else if (raw && typeof raw === 'object') Object.assign(source, raw);
  return Object.fromEntries(
    SETTING_NAMES.map((name) => [name, on(source[name])]),
  ) as AccountSettings;
}

export async function getSettings(): Promise<ApiResponse<AccountSettings>> {
  const response = await apiCall<unknown>('/profile/get-settings-v1', { userType: 'private' });
  return isOk(response) ? { ...response, result: parseSettings(response.result) } : response;
}

export function changeSetting(name: SettingName, value: boolean) {
  return apiCall<unknown>('/profile/change-settings-v1', {
    userType: 'private',
    method: 'PUT',
    body: { name, value },
  });
}
