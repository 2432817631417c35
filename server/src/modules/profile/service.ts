// The private profile: what get-profile answers, the main-step edit (names, and e-mail only where
// the city edits it on the main step), and the phones and e-mail whose changes go through a code
// sent by the accounts module (send-sms-code / send-email-code) and confirmed here with its
// verifyCode. Exactly one main phone: every phone change holds the account row lock.
import {
  normalisePhone,
  validateEmail,
  validateRegistrationPhone,
  type Validator,
} from '@parking/shared/domain';
import type { CitySettings } from '@parking/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { CityRow } from '../../db/schema';
import { AppError } from '../../http/envelope';
import type { VerifyCodeInput } from '../auth/codes';
import type { CodePurpose } from '../auth/tables';
import type { DocumentsService } from '../documents/service';
import type { DocumentView } from '../documents/view';
import type { AccountSettings, SettingsService } from '../settings/service';
import type { VehiclesService } from '../vehicles/service';
import type { VehicleView } from '../vehicles/view';
import { lockAccount, uniqueViolation } from './db-helpers';
import { notFound, ruleError } from './http';
import { accountBalance, activeSessions } from './parking-bridge';
import type { SessionView } from '../parking-sessions/service';
import { ProfileRepository, type NameChanges, type PhoneRow } from './repository';
import type { ProfileDB } from './tables';

/** The accounts module's code check (app.authModule.codes). */
export interface CodeVerifier {
  verifyCode(input: VerifyCodeInput): Promise<unknown>;
}

export interface PhoneEntry {
  phone: string;
  isMain: boolean;
}

export interface Phones {
  /** The main phone (null only for an account without phones). */
  telephone: string | null;
  telephones: PhoneEntry[];
}

export interface Profile extends Phones {
  email: string | null;
  emailConfirmed: boolean;
  firstName: string;
  lastName: string;
  middleName: string;
  /** Running parking sessions of the account. */
  sessions: SessionView[];
  /** Wallet balance in roubles. */
  balance: number;
  ts: VehicleView[];
  paymentsMethods: CitySettings['paymentsMethods'];
  documents: DocumentView[];
  /** City option: the names are private data shown and edited only when true. */
  hasPrivateData: boolean;
  privateDataPage: CitySettings['privateDataPage'];
  /** City option editEmailOnMainStep: the e-mail is edited in change-profile, without a code. */
  editEmailOnMainStep: boolean;
  settings: AccountSettings;
}

export interface ProfileChanges {
  firstname?: string | undefined;
  lastname?: string | undefined;
  middlename?: string | undefined;
  email?: string | undefined;
}

/** Longest name part accepted. */
export const NAME_MAX_LENGTH = 100;

/** Not (yet) in SiteOptions: an operator sets it in the city's options JSON. */
export function editsEmailOnMainStep(city: CityRow): boolean {
  return (city.options as unknown as Record<string, unknown>).editEmailOnMainStep === true;
}

function phonesOf(rows: readonly PhoneRow[]): Phones {
  return {
    telephone: rows.find((p) => p.is_main)?.phone ?? null,
    telephones: rows.map((p) => ({ phone: p.phone, isMain: p.is_main })),
  };
}

const checked = (field: string, validate: Validator<string, string>, value: string): void => {
  const code = validate(value);
  if (code) throw ruleError(field, code);
};

/** The 11-digit phone of a request, or ValidationError on `phone`. */
function phoneOf(raw: string): string {
  checked('phone', validateRegistrationPhone, raw);
  return normalisePhone(raw);
}

function translatePhoneConflict(error: unknown): never {
  if (uniqueViolation(error) !== null)
    throw new AppError('DoublePhone', 409, 'This phone is already in use', { field: 'phone' });
  throw error;
}

export class ProfileService {
  constructor(
    private readonly db: Kysely<ProfileDB>,
    private readonly codes: CodeVerifier,
    private readonly vehicles: VehiclesService,
    private readonly documents: DocumentsService,
    private readonly settings: SettingsService,
  ) {}

  async getProfile(accountId: string, city: CityRow): Promise<Profile> {
    const repo = new ProfileRepository(this.db);
    const account = await repo.account(accountId);
    if (!account) throw new AppError('TokenNotFound', 401, 'Token not found');
    const [phones, ts, documents, sessions, balance, settings] = await Promise.all([
      repo.phones(accountId),
      this.vehicles.list(accountId),
      this.documents.list(accountId),
      activeSessions(this.db, accountId),
      accountBalance(this.db, accountId),
      this.settings.get(accountId),
    ]);
    return {
      email: account.email,
      emailConfirmed: account.email_confirmed,
      firstName: account.first_name ?? '',
      lastName: account.last_name ?? '',
      middleName: account.middle_name ?? '',
      sessions,
      balance,
      ts,
      ...phonesOf(phones),
      paymentsMethods: city.settings.paymentsMethods,
      documents,
      hasPrivateData: city.options.hasPrivateData,
      privateDataPage: city.settings.privateDataPage,
      editEmailOnMainStep: editsEmailOnMainStep(city),
      settings,
    };
  }

  /**
   * PUT /api/profile/change-profile: only fields that differ are written. Names need the city's
   * hasPrivateData; the e-mail changes here only where editEmailOnMainStep is on (elsewhere it goes
   * through send-email-code + confirm-email-change). Answers the changed field names.
   */
  async changeProfile(
    accountId: string,
    city: CityRow,
    changes: ProfileChanges,
  ): Promise<{ changed: string[] }> {
    const repo = new ProfileRepository(this.db);
    const account = await repo.account(accountId);
    if (!account) throw new AppError('TokenNotFound', 401, 'Token not found');
    const names: NameChanges = {};
    const changed: string[] = [];
    const fields: Array<[keyof ProfileChanges, keyof NameChanges, string | null, boolean]> = [
      ['firstname', 'first_name', account.first_name, true],
      ['lastname', 'last_name', account.last_name, true],
      ['middlename', 'middle_name', account.middle_name, false],
    ];
    for (const [field, column, current, required] of fields) {
      const value = changes[field];
      if (value === undefined || value === (current ?? '')) continue;
      if (!city.options.hasPrivateData) throw ruleError(field, 'profile.privateDataDisabled', 403);
      if (required && !value) throw ruleError(field, 'RequiredField');
      if (value.length > NAME_MAX_LENGTH) throw ruleError(field, 'InvalidFormat');
      names[column] = value;
      changed.push(field);
    }
    const email = changes.email?.toLowerCase();
    const emailChanged = email !== undefined && email !== (account.email ?? '').toLowerCase();
    if (emailChanged) {
      if (!editsEmailOnMainStep(city)) throw ruleError('email', 'email.changeNeedsCode', 403);
      checked('email', validateEmail, email);
    }
    if (emailChanged) changed.push('email');
    if (changed.length === 0) return { changed };
    await this.db.transaction().execute(async (trx) => {
      const locked = new ProfileRepository(trx);
      if (Object.keys(names).length > 0) await locked.updateNames(accountId, names);
      if (emailChanged)
        await locked.updateEmail(accountId, email, false).catch(translateEmailConflict);
    });
    return { changed };
  }

  async phones(accountId: string): Promise<Phones> {
    return phonesOf(await new ProfileRepository(this.db).phones(accountId));
  }

  /** DELETE /api/profile/delete-phone {phone}: only a phone that is not the main one. */
  async deletePhone(accountId: string, rawPhone: string): Promise<Phones> {
    const phone = phoneOf(rawPhone);
    return this.withPhones(accountId, async (repo, phones) => {
      const entry = phones.find((p) => p.phone === phone);
      if (!entry) throw notFound('phone', 'phone');
      if (entry.is_main) throw ruleError('phone', 'phone.mainCannotBeDeleted', 409);
      await repo.deletePhone(accountId, phone);
    });
  }

  /** PUT /api/profile/set-main-phone {phone}: one of the account's phones becomes the main one. */
  async setMainPhone(accountId: string, rawPhone: string): Promise<Phones> {
    const phone = phoneOf(rawPhone);
    return this.withPhones(accountId, async (repo, phones) => {
      const entry = phones.find((p) => p.phone === phone);
      if (!entry) throw notFound('phone', 'phone');
      if (!entry.is_main) await repo.setMainPhone(accountId, phone);
    });
  }

  /** POST /api/profile/add-phone {phone, code, salt?}: the code of send-sms-code edit=false. */
  async addPhone(
    accountId: string,
    city: string,
    rawPhone: string,
    code: string,
    salt?: string,
  ): Promise<Phones> {
    const phone = phoneOf(rawPhone);
    await this.confirmCode(accountId, 'add-phone', phone, code, salt);
    return this.withPhones(accountId, async (repo, phones) => {
      if (phones.some((p) => p.phone === phone)) return;
      await repo
        .insertPhone(accountId, city, phone, phones.length === 0)
        .catch(translatePhoneConflict);
    });
  }

  /**
   * POST /api/profile/confirm-phone-change {phone, code, salt?}: the code of send-sms-code
   * edit=true; the new phone becomes the main one and the old main phone is removed.
   */
  async confirmPhoneChange(
    accountId: string,
    city: string,
    rawPhone: string,
    code: string,
    salt?: string,
  ): Promise<Phones> {
    const phone = phoneOf(rawPhone);
    await this.confirmCode(accountId, 'change-phone', phone, code, salt);
    return this.withPhones(accountId, async (repo, phones) => {
      const oldMain = phones.find((p) => p.is_main);
      if (oldMain?.phone === phone) return;
      if (oldMain) await repo.deletePhone(accountId, oldMain.phone);
      if (phones.some((p) => p.phone === phone)) await repo.setMainPhone(accountId, phone);
      else await repo.insertPhone(accountId, city, phone, true).catch(translatePhoneConflict);
    });
  }

  /** POST /api/profile/confirm-email-change {email, code, salt?}: the code of send-email-code edit=true. */
  async confirmEmailChange(
    accountId: string,
    rawEmail: string,
    code: string,
    salt?: string,
  ): Promise<{ email: string; emailConfirmed: true }> {
    const email = rawEmail.trim().toLowerCase();
    checked('email', validateEmail, email);
    await this.confirmCode(accountId, 'change-email', email, code, salt);
    await new ProfileRepository(this.db)
      .updateEmail(accountId, email, true)
      .catch(translateEmailConflict);
    return { email, emailConfirmed: true };
  }

  /** Checks (and uses up) the newest code of the flow sent to `target`; IncorrectCode otherwise. */
  private async confirmCode(
    accountId: string,
    purpose: CodePurpose,
    target: string,
    code: string,
    salt?: string,
  ): Promise<void> {
    const flow = await new ProfileRepository(this.db).liveCodeSalt(
      accountId,
      purpose,
      target,
      salt,
    );
    if (!flow)
      throw new AppError(
        'IncorrectCode',
        400,
        'No code was sent to this address; ask for one first',
        { field: 'code' },
      );
    // Outside any transaction: verifyCode uses the accounts module's own handle.
    await this.codes.verifyCode({ salt: flow, code, purposes: [purpose], accountId });
  }

  private async withPhones(
    accountId: string,
    change: (repo: ProfileRepository, phones: PhoneRow[]) => Promise<void>,
  ): Promise<Phones> {
    const rows = await this.db.transaction().execute(async (trx: Transaction<ProfileDB>) => {
      if (!(await lockAccount(trx, accountId)))
        throw new AppError('TokenNotFound', 401, 'Token not found');
      const repo = new ProfileRepository(trx);
      await change(repo, await repo.phones(accountId));
      return repo.phones(accountId);
    });
    return phonesOf(rows);
  }
}

function translateEmailConflict(error: unknown): never {
  if (uniqueViolation(error) !== null)
    throw new AppError('EmailExists', 409, 'This e-mail is already in use', { field: 'email' });
  throw error;
}
