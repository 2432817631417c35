// Queries of the profile feature on the accounts module's tables (accounts, account_phones,
// verification_codes, a contract of migration 0010). Every query names the account.
import type { CodePurpose } from '../auth/tables';
import type { ProfileDb } from './db-helpers';

export interface AccountProfileRow {
  id: string;
  city: string;
  email: string | null;
  email_confirmed: boolean;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
}

export interface PhoneRow {
  phone: string;
  is_main: boolean;
}

export interface NameChanges {
  first_name?: string;
  last_name?: string;
  middle_name?: string;
}

export class ProfileRepository {
  constructor(private readonly db: ProfileDb) {}

  async account(accountId: string): Promise<AccountProfileRow | null> {
    const row = await this.db
      .selectFrom('accounts')
      .select(['id', 'city', 'email', 'email_confirmed', 'first_name', 'last_name', 'middle_name'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Main first, then in the order they were added. */
  phones(accountId: string): Promise<PhoneRow[]> {
    return this.db
      .selectFrom('account_phones')
      .select(['phone', 'is_main'])
      .where('account_id', '=', accountId)
      .orderBy('is_main', 'desc')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  async insertPhone(
    accountId: string,
    city: string,
    phone: string,
    isMain: boolean,
  ): Promise<void> {
    await this.db
      .insertInto('account_phones')
      .values({ account_id: accountId, city, phone, is_main: isMain })
      .execute();
  }

  async deletePhone(accountId: string, phone: string): Promise<void> {
    await this.db
      .deleteFrom('account_phones')
      .where('account_id', '=', accountId)
      .where('phone', '=', phone)
      .execute();
  }

  /** Clears the old main and marks the new one; the caller holds the account lock. */
  async setMainPhone(accountId: string, phone: string): Promise<void> {
    await this.db
      .updateTable('account_phones')
      .set({ is_main: false })
      .where('account_id', '=', accountId)
      .where('is_main', '=', true)
      .execute();
    await this.db
      .updateTable('account_phones')
      .set({ is_main: true })
      .where('account_id', '=', accountId)
      .where('phone', '=', phone)
      .execute();
  }

  async updateNames(accountId: string, changes: NameChanges): Promise<void> {
    await this.db.updateTable('accounts').set(changes).where('id', '=', accountId).execute();
  }

  async updateEmail(accountId: string, email: string, confirmed: boolean): Promise<void> {
    await this.db
      .updateTable('accounts')
      .set({ email, email_confirmed: confirmed })
      .where('id', '=', accountId)
      .execute();
  }

  /**
   * The flow (salt) of the newest unused code of this purpose sent to `target` for the account;
   * with `salt` given, that flow only if it is one. The code itself is checked by the accounts
   * module's verifyCode.
   */
  async liveCodeSalt(
    accountId: string,
    purpose: CodePurpose,
    target: string,
    salt?: string,
  ): Promise<string | null> {
    let query = this.db
      .selectFrom('verification_codes')
      .select('salt')
      .where('account_id', '=', accountId)
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('used_at', 'is', null);
    if (salt) query = query.where('salt', '=', salt);
    const row = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    return row?.salt ?? null;
  }
}
