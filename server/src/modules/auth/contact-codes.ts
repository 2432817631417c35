// Codes to a logged-in account's contacts (send-email-code, send-sms-code) and their uses here:
// confirm-email of the account's own e-mail. The confirm steps of e-mail / phone changes and of an
// added phone belong to the profile module, which calls codes.verifyCode with the purposes
// 'change-email', 'change-phone' and 'add-phone' and the salt answered here.
import { normalisePhone, validateEmail, validateRegistrationPhone } from '@parking/shared/domain';
import { AppError } from '../../http/envelope';
import type { Lang } from '../../plugins/lang';
import type { CodeService } from './codes';
import { fieldError } from './errors';
import type { AccountsRepository } from './repository';

export class ContactCodesService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly codes: CodeService,
  ) {}

  /** check-email: UserExists when an account of the city has it. */
  async checkEmailFree(city: string, rawEmail: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    const code = validateEmail(email);
    if (code) throw fieldError('email', code);
    if (await this.repo.findByEmail(city, email))
      throw new AppError('UserExists', 409, 'User with this e-mail exists', { field: 'email' });
  }

  /** check-phone: PhoneExists when an account of the city has it. */
  async checkPhoneFree(city: string, rawPhone: string): Promise<void> {
    const code = validateRegistrationPhone(rawPhone);
    if (code) throw fieldError('phone', code);
    if (await this.repo.phoneTaken(city, normalisePhone(rawPhone)))
      throw new AppError('PhoneExists', 409, 'User with this phone exists', { field: 'phone' });
  }

  /** edit=true: a code to a new e-mail (change-email); false: confirm the account's e-mail. */
  async sendEmailCode(
    accountId: string,
    rawEmail: string,
    edit: boolean,
    lang: Lang,
  ): Promise<{ salt: string }> {
    const account = await this.repo.findById(accountId);
    if (!account) throw new AppError('TokenNotFound', 401, 'Token not found');
    const given = rawEmail.trim().toLowerCase();
    if (edit) {
      const code = validateEmail(given);
      if (code) throw fieldError('email', code);
      const owner = await this.repo.findByEmail(account.city, given);
      if (owner)
        throw new AppError(
          owner.id === account.id ? 'UserExists' : 'EmailExists',
          409,
          'This e-mail is already in use',
          { field: 'email' },
        );
      const issued = await this.codes.issueCode({
        city: account.city,
        purpose: 'change-email',
        channel: 'email',
        target: given,
        accountId,
        lang,
      });
      return { salt: issued.salt };
    }
    const target = account.email;
    if (!target) throw new AppError('SetEmailInProfile', 409, 'The account has no e-mail');
    if (given && given !== target.toLowerCase()) throw fieldError('email', 'InvalidFormat');
    const issued = await this.codes.issueCode({
      city: account.city,
      purpose: 'confirm-email',
      channel: 'email',
      target: target.toLowerCase(),
      accountId,
      lang,
    });
    return { salt: issued.salt };
  }

  /** edit=true: a code to the phone that will replace the main one; false: a phone to add. */
  async sendSmsCode(
    accountId: string,
    rawPhone: string,
    edit: boolean,
    lang: Lang,
  ): Promise<{ salt: string }> {
    const account = await this.repo.findById(accountId);
    if (!account) throw new AppError('TokenNotFound', 401, 'Token not found');
    const code = validateRegistrationPhone(rawPhone);
    if (code) throw fieldError('phone', code);
    const phone = normalisePhone(rawPhone);
    if (await this.repo.phoneTaken(account.city, phone))
      throw new AppError('DoublePhone', 409, 'This phone is already in use', { field: 'phone' });
    const issued = await this.codes.issueCode({
      city: account.city,
      purpose: edit ? 'change-phone' : 'add-phone',
      // The profile forms only know SMS codes (isReply is a resend, by SMS as well).
      channel: 'sms',
      target: phone,
      accountId,
      lang,
    });
    return { salt: issued.salt };
  }

  /** confirm-email with a session token: the newest code sent to the account's e-mail. */
  async confirmAccountEmail(accountId: string, salt: string | null, code: string): Promise<void> {
    const account = await this.repo.findById(accountId);
    if (!account || !account.email)
      throw new AppError('SetEmailInProfile', 409, 'The account has no e-mail');
    const flow = salt ?? (await this.repo.latestCodeSalt(accountId, 'confirm-email'));
    if (!flow) throw new AppError('IncorrectCode', 400, 'No code was sent');
    const row = await this.codes.verifyCode({
      salt: flow,
      code,
      purposes: ['confirm-email'],
      accountId,
    });
    await this.repo.confirmEmail(accountId, row.target);
  }

  async confirmEmailBySalt(city: string, salt: string, code: string): Promise<boolean> {
    const row = await this.codes.verifyCode({ salt, code, purposes: ['confirm-email'] });
    if (!row.account_id || row.city !== city)
      throw new AppError('IncorrectCode', 400, 'Incorrect code');
    await this.repo.confirmEmail(row.account_id, row.target);
    return true;
  }
}
