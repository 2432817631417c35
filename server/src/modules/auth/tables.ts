// Row types of the accounts tables (migrations 0010, 0083), as Kysely sees them. Kept in this module and
// joined to the foundation's DB with `withTables`, so the module owns its schema; other modules
// may import these types.
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';

export type UserType = 'private' | 'corporate';
export type CodePurpose =
  | 'registration'
  | 'registration-email'
  | 'restore'
  | 'change-phone'
  | 'change-email'
  | 'add-phone'
  | 'confirm-email';
export type CodeChannel = 'sms' | 'call' | 'email';

type CreatedNow = ColumnType<Date, Date | undefined, never>;

export interface AccountsTable {
  id: Generated<string>;
  city: string;
  kind: UserType;
  email: string | null;
  email_confirmed: Generated<boolean>;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
  company_name: string | null;
  inn: string | null;
  contract_number: string | null;
  created_at: CreatedNow;
}

export interface AccountPhonesTable {
  id: Generated<string>;
  account_id: string;
  city: string;
  phone: string;
  is_main: Generated<boolean>;
  created_at: CreatedNow;
}

export interface AccountIdentitiesTable {
  provider: string;
  subject: string;
  city: string;
  account_id: string;
  created_at: CreatedNow;
}

export interface AuthSessionsTable {
  id: Generated<string>;
  account_id: string;
  city: string;
  token_hash: string;
  user_type: UserType;
  client_ip: string | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  city: string;
  login_key: string;
  client_ip: string;
  succeeded: boolean;
  created_at: Date;
}

export interface CaptchaChallengesTable {
  id: Generated<string>;
  city: string;
  login_key: string | null;
  answer_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface VerificationCodesTable {
  id: Generated<string>;
  city: string;
  purpose: CodePurpose;
  channel: CodeChannel;
  target: string;
  account_id: string | null;
  salt: string;
  code_hash: string;
  attempts: Generated<number>;
  sends: Generated<number>;
  created_at: Date;
  expires_at: Date;
  verified_at: Date | null;
  used_at: Date | null;
}

export interface RegistrationDraftsTable {
  id: Generated<string>;
  city: string;
  salt: string;
  email_salt: string;
  first_name: string;
  last_name: string;
  middle_name: Generated<string>;
  email: string;
  phone: string;
  password_hash: string;
  confirmation_type: 'sms' | 'call';
  phone_confirmed_at: Date | null;
  email_confirmed_at: Date | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  account_id: string | null;
}

/** The easy restore's generated password until its first login (migration 0083). */
export interface PendingPasswordsTable {
  account_id: string;
  password_hash: string;
  created_at: Date;
  expires_at: Date;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  city: string;
  channel: CodeChannel;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Date;
}

// A type alias (not an interface) so it meets withTables' index-signature constraint.
export type AccountsTables = {
  accounts: AccountsTable;
  account_phones: AccountPhonesTable;
  account_identities: AccountIdentitiesTable;
  auth_sessions: AuthSessionsTable;
  login_attempts: LoginAttemptsTable;
  captcha_challenges: CaptchaChallengesTable;
  verification_codes: VerificationCodesTable;
  registration_drafts: RegistrationDraftsTable;
  outbox_messages: OutboxMessagesTable;
  pending_passwords: PendingPasswordsTable;
};

export type AuthDB = DB & AccountsTables;
export type AccountRow = Selectable<AccountsTable>;
export type SessionRow = Selectable<AuthSessionsTable>;
export type CodeRow = Selectable<VerificationCodesTable>;
export type DraftRow = Selectable<RegistrationDraftsTable>;
export type OutboxRow = Selectable<OutboxMessagesTable>;
export type PendingPasswordRow = Selectable<PendingPasswordsTable>;

/** The foundation's database handle, typed with this module's tables too. */
export function withAccountTables(db: Kysely<DB>): Kysely<AuthDB> {
  return db.withTables<AccountsTables>();
}
