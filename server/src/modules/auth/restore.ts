// Password restore:
//  - by e-mail: a link to /restore-password/3/<token> (the token is the secret, 60 minutes, once);
//  - by phone: a 4-digit code by SMS or by a call; `check` verifies it, `change` then sets the password;
//  - the easy variant: a new password generated and sent by e-mail or SMS. Anyone who knows a login
//    can ask for it, so it changes nothing at once: the old password and sessions keep working
//    until the generated one is first used to log in (AuthService.login), within 24 hours; only
//    the newest generated password counts.
// A new password ends every session of the account.
import {
  isEmail,
  normalisePhone,
  validateEmail,
  validateRestorePassword,
} from '@parking/shared/domain';
import { AppError } from '../../http/envelope';
import type { Lang } from '../../plugins/lang';
import { GatewayError, type MessagingGateway } from '../messaging/gateway';
import { newPasswordEmail, newPasswordSms } from '../messaging/texts';
import { DAY, HOUR, type Clock } from './clock';
import type { CodeService } from './codes';
import { fieldError } from './errors';
import { hashPassword } from './passwords';
import type { AccountsRepository } from './repository';
import { generatePassword, looksLikeSalt } from './secrets';
import type { SessionService } from './sessions';
import type { AccountRow } from './tables';

export const RESTORE_LINK_PATH = '/restore-password/3/';
/** How long a generated password of the easy restore can be used for its first login. */
export const PENDING_PASSWORD_TTL_MS = DAY;

export class RestoreService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly codes: CodeService,
    private readonly sessions: SessionService,
    private readonly gateway: MessagingGateway,
    private readonly clock: Clock,
  ) {}

  async sendEmailLink(city: string, rawEmail: string, lang: Lang): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    const code = validateEmail(email);
    if (code) throw fieldError('email', code);
    const account = await this.repo.findByEmail(city, email, 'private');
    if (!account) throw new AppError('UnregistredAccount', 404, 'No account with this e-mail');
    await this.codes.issueCode({
      city,
      purpose: 'restore',
      channel: 'email',
      target: email,
      accountId: account.id,
      link: { path: RESTORE_LINK_PATH },
      lang,
    });
  }

  async sendPhoneCode(
    city: string,
    rawPhone: string,
    type: 'sms' | 'call',
    lang: Lang,
  ): Promise<{ salt: string; confirmationType: 'sms' | 'call' }> {
    if (!rawPhone.trim()) throw fieldError('phone', 'RequiredField');
    const phone = normalisePhone(rawPhone);
    if (phone.length !== 11) throw fieldError('phone', 'phone.incorrectNumber');
    const account = await this.repo.findByPhone(city, phone, 'private');
    if (!account) throw new AppError('UnregistredAccount', 404, 'No account with this phone');
    const issued = await this.codes.issueCode({
      city,
      purpose: 'restore',
      channel: type,
      target: phone,
      accountId: account.id,
      lang,
    });
    return { salt: issued.salt, confirmationType: type };
  }

  /** check: a link token (e-mail) or a salt + code (phone; marks the flow verified). */
  async check(city: string, token: string, code: string): Promise<void> {
    if (looksLikeSalt(token)) {
      if (!code) throw fieldError('code', 'RequiredField');
      const row = await this.codes.verifyCode({
        salt: token,
        code,
        purposes: ['restore'],
        consume: false,
      });
      if (row.city !== city) throw new AppError('IncorrectCode', 400, 'Incorrect code');
      return;
    }
    const row = await this.codes.verifyLinkToken(token, ['restore'], false);
    if (row.city !== city)
      throw new AppError('IncorrectCode', 400, 'The link is invalid or has expired');
  }

  async change(city: string, token: string, pass: string, code: string): Promise<void> {
    const passCode = validateRestorePassword(pass);
    if (passCode) throw fieldError('pass', passCode);
    let row;
    if (looksLikeSalt(token)) {
      row = code
        ? await this.codes.verifyCode({ salt: token, code, purposes: ['restore'] })
        : await this.codes.consumeVerified(token, ['restore']);
    } else {
      row = await this.codes.verifyLinkToken(token, ['restore'], true);
    }
    if (row.city !== city || !row.account_id)
      throw new AppError('IncorrectCode', 400, 'Incorrect code');
    await this.repo.setPassword(row.account_id, await hashPassword(pass));
    await this.sessions.revokeAll(row.account_id);
  }

  /** restore-password-v2/change {login, type}: a new password by e-mail or SMS. */
  async sendNewPassword(city: string, login: string, rawType: string, lang: Lang): Promise<void> {
    const text = login.trim();
    if (!text) throw fieldError('login', 'RequiredField');
    const type = rawType.trim().toLowerCase();
    if (!['email', 'phone', 'sms'].includes(type)) throw fieldError('type', 'InvalidFormat');
    let account: AccountRow | null;
    if (isEmail(text)) account = await this.repo.findByEmail(city, text, 'private');
    else if (normalisePhone(text).length === 11)
      account = await this.repo.findByPhone(city, normalisePhone(text), 'private');
    else throw fieldError('login', 'InvalidFormat');
    if (!account) throw new AppError('UnregistredAccount', 404, 'No account with this login');

    const byEmail = type === 'email';
    const target = byEmail ? account.email : await this.repo.mainPhone(account.id);
    if (!target) {
      if (byEmail) throw new AppError('SetEmailInProfile', 409, 'The account has no e-mail');
      throw new AppError('PhoneEmpty', 409, 'The account has no phone');
    }
    await this.codes.checkSendLimit(city, target);
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const sendId = await this.codes.recordSend({
      city,
      purpose: 'restore',
      channel: byEmail ? 'email' : 'sms',
      target,
      accountId: account.id,
    });
    const hours = PENDING_PASSWORD_TTL_MS / HOUR;
    try {
      if (byEmail) {
        await this.gateway.sendEmail({
          city,
          to: target,
          ...newPasswordEmail(lang, password, hours),
        });
      } else {
        await this.gateway.sendSms({
          city,
          phone: target,
          text: newPasswordSms(lang, password, hours),
        });
      }
    } catch (error) {
      // Not delivered: nothing changes, and the send does not count toward the limits.
      await this.codes.forgetSend(sendId);
      if (error instanceof GatewayError)
        throw new AppError('SMSNotSend', 502, 'The message could not be sent');
      throw error;
    }
    // Only now, and only as a pending password: whoever asks for a reset of someone else's login
    // must not lock its owner out. The newest reset replaces an older pending password.
    const now = this.clock.now();
    await this.repo.savePendingPassword({
      accountId: account.id,
      passwordHash,
      now,
      expiresAt: new Date(now.getTime() + PENDING_PASSWORD_TTL_MS),
    });
  }
}
