// Account settings (spec section 3): operations report by e-mail, push notifications off, and the
// two parking-session reminders. Defaults (no row yet): report off, push on, both reminders on.
import type { Kysely } from 'kysely';
import { ruleError } from '../profile/http';
import type { AccountSettingsRow, ProfileDB } from '../profile/tables';
import { SettingsRepository, type SettingColumn } from './repository';

export interface AccountSettings {
  reportHistoryOperation: boolean;
  pushOff: boolean;
  checkParkingSessionBefore: boolean;
  checkParkingSession: boolean;
}

export type SettingName = keyof AccountSettings;

const COLUMNS: Readonly<Record<SettingName, SettingColumn>> = {
  reportHistoryOperation: 'report_history_operation',
  pushOff: 'push_off',
  checkParkingSessionBefore: 'check_parking_session_before',
  checkParkingSession: 'check_parking_session',
};

export const DEFAULT_ACCOUNT_SETTINGS: Readonly<AccountSettings> = {
  reportHistoryOperation: false,
  pushOff: false,
  checkParkingSessionBefore: true,
  checkParkingSession: true,
};

function settingsOf(row: AccountSettingsRow | null): AccountSettings {
  if (!row) return { ...DEFAULT_ACCOUNT_SETTINGS };
  return {
    reportHistoryOperation: row.report_history_operation,
    pushOff: row.push_off,
    checkParkingSessionBefore: row.check_parking_session_before,
    checkParkingSession: row.check_parking_session,
  };
}

export function isSettingName(name: string): name is SettingName {
  return Object.prototype.hasOwnProperty.call(COLUMNS, name);
}

export class SettingsService {
  constructor(private readonly db: Kysely<ProfileDB>) {}

  /** Also for other modules (reminders, reports): the account's settings with defaults filled in. */
  async get(accountId: string): Promise<AccountSettings> {
    return settingsOf(await new SettingsRepository(this.db).find(accountId));
  }

  async change(accountId: string, name: string, value: boolean): Promise<AccountSettings> {
    if (!isSettingName(name)) throw ruleError('name', 'InvalidFormat');
    return settingsOf(await new SettingsRepository(this.db).set(accountId, COLUMNS[name], value));
  }
}
