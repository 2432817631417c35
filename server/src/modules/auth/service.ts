// Login (private by e-mail or phone, corporate by inn + contract number), brute-force protection,
// logout, password change and the external identity login.
import {
  isEmail,
  isEasyLoginPhone,
  normalisePhone,
  validateLoginIdentifier,
  validateProfilePassword,
} from '@parking/shared/domain';
import { AppError } from '../../http/envelope';
import type { CaptchaService } from '../captcha/service';
import { MINUTE, type Clock } from './clock';
import { fieldError } from './errors';
import { IdentityError, type IdentityProvider } from './identity';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { isUniqueViolation, type AccountsRepository } from './repository';
import type { NewSession, SessionService } from './sessions';
import type { AccountRow, UserType } from './tables';

export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const FAILURES_PER_LOGIN = 3;
export const FAILURES_PER_ADDRESS = 10;

export interface CaptchaAnswer {
  captcha?: string | null | undefined;
  captchaId?: string | undefined;
}

export interface LoginInput extends CaptchaAnswer {
  city: string;
  login: string;
  password: string;
  clientIp: string;
}

export interface CorporateLoginInput extends CaptchaAnswer {
  city: string;
  inn: string;
  contractNumber: string;
  clientIp: string;
}

export interface LoginResult extends NewSession {
  userType: UserType;
}

export class AuthService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly sessions: SessionService,
    private readonly captcha: CaptchaService,
    private readonly clock: Clock,
    private readonly identity: IdentityProvider | null,
  ) {}

  /** The account a login names: an e-mail, or an 11-digit phone; null when there is none. */
  findPrivateByLogin(city: string, login: string): Promise<AccountRow | null> {
    if (isEmail(login)) return this.repo.findByEmail(city, login, 'private');
    return this.repo.findByPhone(city, normalisePhone(login), 'private');
  }

  async login(input: LoginInput): Promise<LoginResult> {
    const identifierError = validateLoginIdentifier(input.login, true);
    if (identifierError)
      throw fieldError(
        'login',
        identifierError === 'RequiredField' ? 'RequiredField' : 'InvalidFormat',
      );
    if (!input.password) throw fieldError('password', 'RequiredField');
    const loginKey = isEmail(input.login)
      ? input.login.trim().toLowerCase()
      : normalisePhone(input.login);
    await this.passCaptchaGate(input.city, loginKey, input.clientIp, input);

    const account = await this.findPrivateByLogin(input.city, input.login.trim());
    if (!account) {
      await burnPasswordCheck(input.password);
      await this.fail(
        input.city,
        loginKey,
        input.clientIp,
        'UnregistredAccount',
        404,
        'No account with this login',
      );
    }
    const current = account!.password_hash;
    if (current !== null && (await verifyPassword(current, input.password)))
      return this.succeed(account!, loginKey, input.clientIp);
    // The easy restore's generated password: it becomes the password on its first login.
    if (await this.usePendingPassword(account!.id, input.password))
      return this.succeed(account!, loginKey, input.clientIp);
    if (current === null) {
      // The e-mail goes back only to whoever typed it: a phone must not reveal the account's address.
      const email = isEmail(input.login) && account!.email ? { email: account!.email } : {};
      throw new AppError('EmptyPass', 409, 'The account has no password; restore it', email);
    }
    return this.fail(
      input.city,
      loginKey,
      input.clientIp,
      'IncorrectLogin',
      401,
      'Incorrect login or password',
    );
  }

  /**
   * True when `password` is the account's live pending (generated) password: it then replaces the
   * old password and every other session ends, as after a normal restore. Whoever only asked for
   * the reset (and never saw the password) changes nothing.
   */
  private async usePendingPassword(accountId: string, password: string): Promise<boolean> {
    const pending = await this.repo.livePendingPassword(accountId, this.clock.now());
    if (!pending || !(await verifyPassword(pending.password_hash, password))) return false;
    const promoted = await this.repo.transaction(async (repo) => {
      const now = this.clock.now();
      if (!(await repo.promotePendingPassword(accountId, pending.password_hash, now))) return false;
      await repo.revokeAccountSessions(accountId, now);
      return true;
    });
    if (promoted) return true;
    // A parallel login with the same password promoted it a moment earlier: it is the password now.
    return (await this.repo.findById(accountId))?.password_hash === pending.password_hash;
  }

  async loginCorporate(input: CorporateLoginInput): Promise<LoginResult> {
    const inn = input.inn.trim();
    const contractNumber = input.contractNumber.trim();
    if (!inn) throw fieldError('inn', 'RequiredField');
    if (!/^\d{10,12}$/.test(inn)) throw fieldError('inn', 'InvalidFormat');
    if (!contractNumber) throw fieldError('contractNumber', 'RequiredField');
    const loginKey = `corp:${inn}`;
    await this.passCaptchaGate(input.city, loginKey, input.clientIp, input);
    const account = await this.repo.findCorporate(input.city, inn, contractNumber);
    if (!account) {
      const innKnown = await this.repo.corporateInnExists(input.city, inn);
      await this.fail(
        input.city,
        loginKey,
        input.clientIp,
        innKnown ? 'IncorrectLogin' : 'UnregistredAccount',
        innKnown ? 401 : 404,
        innKnown ? 'Incorrect contract number' : 'No corporate account with this inn',
      );
    }
    return this.succeed(account!, loginKey, input.clientIp);
  }

  logout(token: string | null, city: string): Promise<boolean> {
    return this.sessions.revoke(token, city);
  }

  /** PUT /api/profile/change-password: other sessions of the account end, this one stays. */
  async changePassword(input: {
    accountId: string;
    sessionId: string;
    pass: string;
    currentpass: string;
  }): Promise<void> {
    const code = validateProfilePassword(input.pass);
    if (code) throw fieldError('pass', code);
    const account = await this.repo.findById(input.accountId);
    if (!account) throw new AppError('TokenNotFound', 401, 'Token not found');
    // An account without a password (made through Yandex ID) sets its first one without the old.
    if (
      account.password_hash !== null &&
      !(input.currentpass && (await verifyPassword(account.password_hash, input.currentpass)))
    ) {
      throw new AppError('CurrentPasswordIncorrect', 400, 'The current password is incorrect', {
        field: 'currentpass',
      });
    }
    await this.repo.setPassword(account.id, await hashPassword(input.pass));
    await this.sessions.revokeAll(account.id, input.sessionId);
  }

  /** GET /backend/v2/yandexID: finds (or makes) the private account of an external identity. */
  async identityLogin(input: {
    city: string;
    accessToken: string;
    clientIp: string;
  }): Promise<LoginResult> {
    if (!this.identity)
      throw new AppError('NotFound', 404, 'External identity login is not configured');
    let identity;
    try {
      identity = await this.identity.fetchIdentity(input.accessToken);
    } catch (error) {
      if (error instanceof IdentityError && error.reason === 'invalid')
        throw new AppError('IncorrectLogin', 401, 'The identity provider refused the token');
      throw new AppError('UnknownError', 502, 'The identity provider is unavailable');
    }
    const provider = this.identity.name;
    let account = await this.repo.findByIdentity(provider, input.city, identity.subject);
    // Any account (of either kind) holding the e-mail: it is unique per city.
    const emailOwner =
      !account && identity.email ? await this.repo.findByEmail(input.city, identity.email) : null;
    // Joined only to an account that proved the e-mail: otherwise whoever typed someone else's
    // address at registration (and knows that account's password) would share their login.
    if (emailOwner?.kind === 'private' && emailOwner.email_confirmed) account = emailOwner;
    if (!account) {
      const phoneFree =
        identity.phone !== null && !(await this.repo.phoneTaken(input.city, identity.phone));
      // The e-mail stays with its present owner; the new account goes without one.
      const email = emailOwner ? null : identity.email;
      try {
        account = await this.repo.transaction((repo) =>
          repo.createAccount({
            city: input.city,
            kind: 'private',
            email,
            emailConfirmed: email !== null,
            // No password: a password login answers EmptyPass until one is set.
            passwordHash: null,
            firstName: identity.firstName,
            lastName: identity.lastName,
            phone: phoneFree ? identity.phone : null,
          }),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Made at the same moment by a parallel request: use that one.
        account = email ? await this.repo.findByEmail(input.city, email, 'private') : null;
        if (!account) throw error;
      }
    }
    await this.repo.linkIdentity(provider, input.city, identity.subject, account.id);
    // A parallel first login may have linked another account a moment earlier: the link decides.
    account = (await this.repo.findByIdentity(provider, input.city, identity.subject)) ?? account;
    const session = await this.sessions.create({
      accountId: account.id,
      city: input.city,
      userType: 'private',
      clientIp: input.clientIp,
    });
    return { ...session, userType: 'private' };
  }

  /**
   * Before a password is even checked: with too many recent failures (per login or per address)
   * a captcha answer is required. Missing -> LoginTryLimit, wrong -> CaptchaIncorrect; both carry
   * a new captcha.
   */
  private async passCaptchaGate(
    city: string,
    loginKey: string,
    clientIp: string,
    answer: CaptchaAnswer,
  ): Promise<void> {
    if (!(await this.captchaRequired(city, loginKey, clientIp))) return;
    const given =
      typeof answer.captcha === 'string' &&
      answer.captcha.trim() !== '' &&
      answer.captcha !== 'null'
        ? answer.captcha
        : null;
    if (given === null) {
      throw new AppError('LoginTryLimit', 429, 'Too many failed tries: answer the captcha', {
        ...(await this.captcha.issue(city, loginKey)),
      });
    }
    const valid = await this.captcha.verify(city, {
      captchaId: answer.captchaId,
      answer: given,
      loginKey,
    });
    if (!valid)
      throw new AppError('CaptchaIncorrect', 400, 'Incorrect captcha', {
        ...(await this.captcha.issue(city, loginKey)),
      });
  }

  private async captchaRequired(
    city: string,
    loginKey: string,
    clientIp: string,
  ): Promise<boolean> {
    const since = new Date(this.clock.now().getTime() - LOGIN_WINDOW_MS);
    if ((await this.repo.failuresForLogin(city, loginKey, since)) >= FAILURES_PER_LOGIN)
      return true;
    return (await this.repo.failuresForAddress(city, clientIp, since)) >= FAILURES_PER_ADDRESS;
  }

  /** Records the failure; the try that reaches the limit answers LoginTryLimit with a captcha. */
  private async fail(
    city: string,
    loginKey: string,
    clientIp: string,
    errorName: 'IncorrectLogin' | 'UnregistredAccount',
    status: number,
    message: string,
  ): Promise<never> {
    await this.repo.recordAttempt({
      city,
      loginKey,
      clientIp,
      succeeded: false,
      now: this.clock.now(),
    });
    if (await this.captchaRequired(city, loginKey, clientIp)) {
      const captcha = await this.captcha.issue(city, loginKey);
      // Once the captcha is already in play, tell the user the password itself was wrong.
      const limitJustReached =
        (await this.repo.failuresForLogin(
          city,
          loginKey,
          new Date(this.clock.now().getTime() - LOGIN_WINDOW_MS),
        )) === FAILURES_PER_LOGIN;
      if (limitJustReached)
        throw new AppError('LoginTryLimit', 429, 'Too many failed tries: answer the captcha', {
          ...captcha,
        });
      throw new AppError(errorName, status, message, { ...captcha });
    }
    throw new AppError(errorName, status, message);
  }

  private async succeed(
    account: AccountRow,
    loginKey: string,
    clientIp: string,
  ): Promise<LoginResult> {
    await this.repo.recordAttempt({
      city: account.city,
      loginKey,
      clientIp,
      succeeded: true,
      now: this.clock.now(),
    });
    const session = await this.sessions.create({
      accountId: account.id,
      city: account.city,
      userType: account.kind,
      clientIp,
    });
    return { ...session, userType: account.kind };
  }
}

/** Which login fields name the account: for routes that accept a phone or an e-mail. */
export function loginKind(login: string): 'email' | 'phone' | null {
  if (isEmail(login)) return 'email';
  if (isEasyLoginPhone(login)) return 'phone';
  return null;
}
