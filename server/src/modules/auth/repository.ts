// Every query of the accounts module. Inside a transaction use `repo.in(trx)`: on PGlite the outer
// handle would wait for the transaction's own lock.
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  AccountRow,
  AuthDB,
  CodeChannel,
  CodePurpose,
  CodeRow,
  DraftRow,
  PendingPasswordRow,
  SessionRow,
  UserType,
} from './tables';

export interface NewAccount {
  city: string;
  kind: UserType;
  email: string | null;
  emailConfirmed?: boolean;
  passwordHash: string | null;
  firstName?: string | null;
  lastName?: string | null;
  middleName?: string | null;
  companyName?: string | null;
  inn?: string | null;
  contractNumber?: string | null;
  /** Main phone, 11 digits. */
  phone?: string | null;
}

export class AccountsRepository {
  constructor(readonly db: Kysely<AuthDB>) {}

  in(trx: Transaction<AuthDB>): AccountsRepository {
    return new AccountsRepository(trx);
  }

  transaction<T>(work: (repo: AccountsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(this.in(trx)));
  }

  // --- cities (for routes outside /api, which the city plugin does not resolve) ---
  async findCity(code: string | undefined): Promise<string | null> {
    let query = this.db.selectFrom('cities').select('code');
    query = code
      ? query.where('code', '=', code)
      : query.orderBy('sort_order').orderBy('code').limit(1);
    return (await query.executeTakeFirst())?.code ?? null;
  }

  // --- accounts ---
  async findById(id: string): Promise<AccountRow | null> {
    return (
      (await this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst()) ??
      null
    );
  }

  async findByEmail(city: string, email: string, kind?: UserType): Promise<AccountRow | null> {
    let query = this.db
      .selectFrom('accounts')
      .selectAll()
      .where('city', '=', city)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
    if (kind) query = query.where('kind', '=', kind);
    return (await query.executeTakeFirst()) ?? null;
  }

  async findByPhone(city: string, phone: string, kind?: UserType): Promise<AccountRow | null> {
    let query = this.db
      .selectFrom('account_phones as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .selectAll('a')
      .where('p.city', '=', city)
      .where('p.phone', '=', phone);
    if (kind) query = query.where('a.kind', '=', kind);
    return (await query.executeTakeFirst()) ?? null;
  }

  async findCorporate(
    city: string,
    inn: string,
    contractNumber: string,
  ): Promise<AccountRow | null> {
    return (
      (await this.db
        .selectFrom('accounts')
        .selectAll()
        .where('city', '=', city)
        .where('kind', '=', 'corporate')
        .where('inn', '=', inn)
        .where('contract_number', '=', contractNumber)
        .executeTakeFirst()) ?? null
    );
  }

  async corporateInnExists(city: string, inn: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('accounts')
      .select('id')
      .where('city', '=', city)
      .where('kind', '=', 'corporate')
      .where('inn', '=', inn)
      .executeTakeFirst();
    return row !== undefined;
  }

  async phoneTaken(city: string, phone: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('account_phones')
      .select('id')
      .where('city', '=', city)
      .where('phone', '=', phone)
      .executeTakeFirst();
    return row !== undefined;
  }

  async mainPhone(accountId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('account_phones')
      .select('phone')
      .where('account_id', '=', accountId)
      .where('is_main', '=', true)
      .executeTakeFirst();
    return row?.phone ?? null;
  }

  async createAccount(account: NewAccount): Promise<AccountRow> {
    const row = await this.db
      .insertInto('accounts')
      .values({
        city: account.city,
        kind: account.kind,
        email: account.email,
        email_confirmed: account.emailConfirmed ?? false,
        password_hash: account.passwordHash,
        first_name: account.firstName ?? null,
        last_name: account.lastName ?? null,
        middle_name: account.middleName ?? null,
        company_name: account.companyName ?? null,
        inn: account.inn ?? null,
        contract_number: account.contractNumber ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (account.phone) {
      await this.db
        .insertInto('account_phones')
        .values({ account_id: row.id, city: account.city, phone: account.phone, is_main: true })
        .execute();
    }
    return row;
  }

  /** A password set by any other way also cancels a pending generated one (it must not win later). */
  async setPassword(accountId: string, passwordHash: string | null): Promise<void> {
    await this.db
      .updateTable('accounts')
      .set({ password_hash: passwordHash })
      .where('id', '=', accountId)
      .execute();
    await this.db.deleteFrom('pending_passwords').where('account_id', '=', accountId).execute();
  }

  // --- the easy restore's pending password ---
  /** Stores the newest generated password of an account; an older pending one stops counting. */
  async savePendingPassword(row: {
    accountId: string;
    passwordHash: string;
    now: Date;
    expiresAt: Date;
  }): Promise<void> {
    const values = {
      password_hash: row.passwordHash,
      created_at: row.now,
      expires_at: row.expiresAt,
    };
    await this.db
      .insertInto('pending_passwords')
      .values({ account_id: row.accountId, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
  }

  async livePendingPassword(accountId: string, now: Date): Promise<PendingPasswordRow | null> {
    return (
      (await this.db
        .selectFrom('pending_passwords')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('expires_at', '>', now)
        .executeTakeFirst()) ?? null
    );
  }

  /**
   * Makes the pending password (exactly this hash, still live) the account's password; false when
   * it was replaced, used or expired meanwhile. Call inside a transaction.
   */
  async promotePendingPassword(
    accountId: string,
    passwordHash: string,
    now: Date,
  ): Promise<boolean> {
    const taken = await this.db
      .deleteFrom('pending_passwords')
      .where('account_id', '=', accountId)
      .where('password_hash', '=', passwordHash)
      .where('expires_at', '>', now)
      .returning('account_id')
      .executeTakeFirst();
    if (!taken) return false;
    await this.db
      .updateTable('accounts')
      .set({ password_hash: passwordHash })
      .where('id', '=', accountId)
      .execute();
    return true;
  }

  // --- housekeeping: rows anyone can create, bounded by age ---
  async deleteLoginAttemptsBefore(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('login_attempts')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteExpiredPendingPasswords(now: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('pending_passwords')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async confirmEmail(accountId: string, email: string): Promise<void> {
    await this.db
      .updateTable('accounts')
      .set({ email_confirmed: true })
      .where('id', '=', accountId)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .execute();
  }

  // --- external identities ---
  async findByIdentity(
    provider: string,
    city: string,
    subject: string,
  ): Promise<AccountRow | null> {
    return (
      (await this.db
        .selectFrom('account_identities as i')
        .innerJoin('accounts as a', 'a.id', 'i.account_id')
        .selectAll('a')
        .where('i.provider', '=', provider)
        .where('i.city', '=', city)
        .where('i.subject', '=', subject)
        .executeTakeFirst()) ?? null
    );
  }

  async linkIdentity(
    provider: string,
    city: string,
    subject: string,
    accountId: string,
  ): Promise<void> {
    await this.db
      .insertInto('account_identities')
      .values({ provider, city, subject, account_id: accountId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  // --- sessions ---
  async createSession(row: {
    accountId: string;
    city: string;
    tokenHash: string;
    userType: UserType;
    clientIp: string | null;
    now: Date;
    expiresAt: Date;
  }): Promise<string> {
    const created = await this.db
      .insertInto('auth_sessions')
      .values({
        account_id: row.accountId,
        city: row.city,
        token_hash: row.tokenHash,
        user_type: row.userType,
        client_ip: row.clientIp,
        created_at: row.now,
        last_seen_at: row.now,
        expires_at: row.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  }

  async findSession(tokenHash: string): Promise<SessionRow | null> {
    return (
      (await this.db
        .selectFrom('auth_sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst()) ?? null
    );
  }

  async touchSession(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('auth_sessions')
      .set({ last_seen_at: now })
      .where('id', '=', id)
      .execute();
  }

  async revokeSession(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAccountSessions(
    accountId: string,
    now: Date,
    exceptSessionId?: string,
  ): Promise<void> {
    let query = this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: now })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    await query.execute();
  }

  // --- login attempts ---
  async recordAttempt(row: {
    city: string;
    loginKey: string;
    clientIp: string;
    succeeded: boolean;
    now: Date;
  }): Promise<void> {
    await this.db
      .insertInto('login_attempts')
      .values({
        city: row.city,
        login_key: row.loginKey,
        client_ip: row.clientIp,
        succeeded: row.succeeded,
        created_at: row.now,
      })
      .execute();
  }

  /** Failed tries of one login since `since`, not counting those before its latest success. */
  async failuresForLogin(city: string, loginKey: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('city', '=', city)
      .where('login_key', '=', loginKey)
      .where('succeeded', '=', false)
      .where('created_at', '>', since)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('login_attempts as s')
              .select(sql.lit(1).as('one'))
              .where('s.city', '=', city)
              .where('s.login_key', '=', loginKey)
              .where('s.succeeded', '=', true)
              .whereRef('s.created_at', '>=', 'login_attempts.created_at'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async failuresForAddress(city: string, clientIp: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('city', '=', city)
      .where('client_ip', '=', clientIp)
      .where('succeeded', '=', false)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // --- verification codes ---
  async insertCode(row: {
    city: string;
    purpose: CodePurpose;
    channel: CodeChannel;
    target: string;
    accountId: string | null;
    salt: string;
    codeHash: string;
    sends: number;
    now: Date;
    expiresAt: Date;
    usedAt?: Date | null;
  }): Promise<string> {
    const created = await this.db
      .insertInto('verification_codes')
      .values({
        city: row.city,
        purpose: row.purpose,
        channel: row.channel,
        target: row.target,
        account_id: row.accountId,
        salt: row.salt,
        code_hash: row.codeHash,
        sends: row.sends,
        created_at: row.now,
        expires_at: row.expiresAt,
        used_at: row.usedAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  }

  async deleteCode(id: string): Promise<void> {
    await this.db.deleteFrom('verification_codes').where('id', '=', id).execute();
  }

  /** Older open rows of a flow stop being valid once a newer code is sent. */
  async supersedeCodes(salt: string, keepId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('salt', '=', salt)
      .where('id', '!=', keepId)
      .where('used_at', 'is', null)
      .execute();
  }

  async latestCode(salt: string): Promise<CodeRow | null> {
    return (
      (await this.db
        .selectFrom('verification_codes')
        .selectAll()
        .where('salt', '=', salt)
        .orderBy('created_at', 'desc')
        .orderBy('sends', 'desc')
        .limit(1)
        .executeTakeFirst()) ?? null
    );
  }

  async latestCodeSalt(accountId: string, purpose: CodePurpose): Promise<string | null> {
    const row = await this.db
      .selectFrom('verification_codes')
      .select('salt')
      .where('account_id', '=', accountId)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.salt ?? null;
  }

  async findCodeByHash(codeHash: string): Promise<CodeRow | null> {
    return (
      (await this.db
        .selectFrom('verification_codes')
        .selectAll()
        .where('code_hash', '=', codeHash)
        .executeTakeFirst()) ?? null
    );
  }

  async sendsToTarget(
    city: string,
    target: string,
    since: Date,
  ): Promise<{ count: number; last: Date | null }> {
    const row = await this.db
      .selectFrom('verification_codes')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
      .where('city', '=', city)
      .where('target', '=', target)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return {
      count: Number(row.n),
      last: row.last ? new Date(row.last as unknown as string | Date) : null,
    };
  }

  /** Wrong tries at the codes sent to a target since `since`, whatever their flow. */
  async failedCodeTries(city: string, target: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('attempts'), eb.lit(0)).as('n'))
      .where('city', '=', city)
      .where('target', '=', target)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async countFailedCode(id: string): Promise<void> {
    await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** Marks a code used (or verified); false when someone else got there first. */
  async markCode(id: string, field: 'used_at' | 'verified_at', now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('verification_codes')
      .set({ [field]: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // --- registration drafts ---
  async createDraft(
    row: Omit<
      DraftRow,
      'id' | 'phone_confirmed_at' | 'email_confirmed_at' | 'completed_at' | 'account_id'
    >,
  ): Promise<DraftRow> {
    return this.db
      .insertInto('registration_drafts')
      .values(row)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findDraft(salt: string): Promise<DraftRow | null> {
    return (
      (await this.db
        .selectFrom('registration_drafts')
        .selectAll()
        .where('salt', '=', salt)
        .executeTakeFirst()) ?? null
    );
  }

  async findDraftByEmailSalt(emailSalt: string): Promise<DraftRow | null> {
    return (
      (await this.db
        .selectFrom('registration_drafts')
        .selectAll()
        .where('email_salt', '=', emailSalt)
        .executeTakeFirst()) ?? null
    );
  }

  async deleteDraft(id: string): Promise<void> {
    await this.db.deleteFrom('registration_drafts').where('id', '=', id).execute();
  }

  async updateDraft(
    id: string,
    values: Partial<
      Pick<
        DraftRow,
        | 'phone'
        | 'confirmation_type'
        | 'phone_confirmed_at'
        | 'email_confirmed_at'
        | 'completed_at'
        | 'account_id'
      >
    >,
  ): Promise<void> {
    await this.db.updateTable('registration_drafts').set(values).where('id', '=', id).execute();
  }
}

/** PostgreSQL unique violation (both engines report SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}
