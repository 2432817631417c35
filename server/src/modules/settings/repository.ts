// The account_settings row: absent until the first change, then upserted one flag at a time.
import { sql } from 'kysely';
import type { ProfileDb } from '../profile/db-helpers';
import type { AccountSettingsRow } from '../profile/tables';

export type SettingColumn =
  | 'report_history_operation'
  | 'push_off'
  | 'check_parking_session_before'
  | 'check_parking_session';

export class SettingsRepository {
  constructor(private readonly db: ProfileDb) {}

  async find(accountId: string): Promise<AccountSettingsRow | null> {
    return (
      (await this.db
        .selectFrom('account_settings')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst()) ?? null
    );
  }

  async set(accountId: string, column: SettingColumn, value: boolean): Promise<AccountSettingsRow> {
    return this.db
      .insertInto('account_settings')
      .values({ account_id: accountId, [column]: value })
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet({ [column]: value, updated_at: sql<Date>`now()` }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
