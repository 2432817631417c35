// Registration in three steps:
//  1. the form -> a draft (password already hashed) and a code to the phone by SMS or by a call;
//     also a code to the e-mail (confirm-email). Answers the draft's salt.
//  2. confirm-phone {token: salt, code}; resend through send-sms-code {token: salt, isReply};
//     change-phone {token: salt, phone} replaces the phone (only on success).
//  3. registration again with {salt} -> the account (+ main phone); v2 also logs in.
// Password rule: the spec keeps two readings (6-20 and "more than 3"); the server accepts the
// loose one (registrationPasswordLoose) so no client reading is refused, and caps the length at
// 128 in the schema.
import {
  isBlank,
  normalisePhone,
  registrationPasswordLoose,
  validateEmail,
  validateRegistrationPhone,
} from '@parking/shared/domain';
import { AppError } from '../../http/envelope';
import type { Lang } from '../../plugins/lang';
import { HOUR, type Clock } from './clock';
import type { CodeService } from './codes';
import { fieldError, isChecked, textOf } from './errors';
import { hashPassword } from './passwords';
import { isUniqueViolation, type AccountsRepository } from './repository';
import { looksLikeSalt, newSalt } from './secrets';
import type { DraftRow } from './tables';

export const DRAFT_TTL_MS = 24 * HOUR;
export type ConfirmationType = 'sms' | 'call';

export interface RegistrationForm {
  firstname?: unknown;
  lastname?: unknown;
  middlename?: unknown;
  email?: unknown;
  phone?: unknown;
  pass?: unknown;
  agreement?: unknown;
  confirmationType?: unknown;
}

/** How the API names the confirmation type (spec: SMS or Call). */
export function confirmationTypeName(type: ConfirmationType): 'SMS' | 'Call' {
  return type === 'call' ? 'Call' : 'SMS';
}

export class RegistrationService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly codes: CodeService,
    private readonly clock: Clock,
    /** Confirmation type when the form does not choose one. */
    private readonly defaultType: ConfirmationType = 'sms',
  ) {}

  /** Step 1. */
  async start(
    city: string,
    form: RegistrationForm,
    options: { namesRequired: boolean; lang: Lang },
  ): Promise<{ salt: string; confirmationType: ConfirmationType; phone: string }> {
    if (isBlank(form.phone))
      throw new AppError('PhoneEmpty', 400, 'The phone is required', { field: 'phone' });
    const values = {
      firstname: textOf(form.firstname),
      lastname: textOf(form.lastname),
      middlename: textOf(form.middlename),
      email: textOf(form.email).toLowerCase(),
      phone: textOf(form.phone),
      pass: typeof form.pass === 'string' ? form.pass : '',
    };
    if (options.namesRequired && !values.firstname) throw fieldError('firstname', 'RequiredField');
    if (options.namesRequired && !values.lastname) throw fieldError('lastname', 'RequiredField');
    const emailCode = validateEmail(values.email);
    if (emailCode) throw fieldError('email', emailCode);
    const phoneCode = validateRegistrationPhone(values.phone);
    if (phoneCode) throw fieldError('phone', phoneCode);
    const passCode = registrationPasswordLoose(values.pass);
    if (passCode) throw fieldError('pass', passCode);
    if (!isChecked(form.agreement)) throw fieldError('agreement', 'RequiredField');
    const type = this.typeOf(form.confirmationType);
    const phone = normalisePhone(values.phone);

    await this.assertFree(city, values.email, phone);
    const now = this.clock.now();
    const draft = await this.repo.createDraft({
      city,
      salt: newSalt(),
      email_salt: newSalt(),
      first_name: values.firstname,
      last_name: values.lastname,
      middle_name: values.middlename,
      email: values.email,
      phone,
      password_hash: await hashPassword(values.pass),
      confirmation_type: type,
      created_at: now,
      expires_at: new Date(now.getTime() + DRAFT_TTL_MS),
    });
    try {
      await this.codes.issueCode({
        city,
        purpose: 'registration',
        channel: type,
        target: phone,
        salt: draft.salt,
        lang: options.lang,
      });
    } catch (error) {
      // LimitSMS or SMSNotSend: leave nothing behind.
      await this.repo.deleteDraft(draft.id);
      throw error;
    }
    // The e-mail code is a bonus (confirm-email); a failure here does not stop the registration.
    await this.codes
      .issueCode({
        city,
        purpose: 'registration-email',
        channel: 'email',
        target: draft.email,
        salt: draft.email_salt,
        lang: options.lang,
      })
      .catch(() => undefined);
    return { salt: draft.salt, confirmationType: type, phone };
  }

  /** Step 2: the phone code. */
  async confirmPhone(city: string, salt: string, code: string): Promise<void> {
    const draft = await this.liveDraft(city, salt);
    if (draft.phone_confirmed_at) return;
    if (!code) throw fieldError('code', 'RequiredField');
    await this.codes.verifyCode({ salt: draft.salt, code, purposes: ['registration'] });
    await this.repo.updateDraft(draft.id, { phone_confirmed_at: this.clock.now() });
  }

  /** The e-mail code of a draft (token = the draft's salt or its e-mail salt); null when not a draft. */
  async confirmEmail(city: string, token: string, code: string): Promise<boolean> {
    if (!looksLikeSalt(token)) return false;
    const draft =
      (await this.repo.findDraft(token)) ?? (await this.repo.findDraftByEmailSalt(token));
    if (!draft || draft.city !== city) return false;
    if (draft.completed_at || this.clock.now() >= draft.expires_at)
      throw new AppError('IncorrectCode', 400, 'The registration has expired');
    await this.codes.verifyCode({ salt: draft.email_salt, code, purposes: ['registration-email'] });
    await this.repo.updateDraft(draft.id, { email_confirmed_at: this.clock.now() });
    return true;
  }

  /** Resend: same type again ("call again"), or by SMS when isReply ("resend by SMS"). */
  async resendPhoneCode(
    city: string,
    salt: string,
    bySms: boolean,
    lang: Lang,
  ): Promise<{ salt: string; confirmationType: ConfirmationType }> {
    const draft = await this.liveDraft(city, salt);
    if (draft.phone_confirmed_at)
      throw new AppError('ValidationError', 400, 'The phone is already confirmed');
    if (await this.repo.phoneTaken(city, draft.phone))
      throw new AppError('UserExists', 409, 'The phone belongs to an account');
    const type: ConfirmationType = bySms ? 'sms' : draft.confirmation_type;
    await this.codes.issueCode({
      city,
      purpose: 'registration',
      channel: type,
      target: draft.phone,
      salt: draft.salt,
      lang,
    });
    if (type !== draft.confirmation_type)
      await this.repo.updateDraft(draft.id, { confirmation_type: type });
    return { salt: draft.salt, confirmationType: type };
  }

  async resendEmailCode(city: string, salt: string, lang: Lang): Promise<{ salt: string }> {
    const draft = await this.liveDraft(city, salt);
    await this.codes.issueCode({
      city,
      purpose: 'registration-email',
      channel: 'email',
      target: draft.email,
      salt: draft.email_salt,
      lang,
    });
    return { salt: draft.salt };
  }

  /** change-phone during registration: the draft changes only when the new code went out. */
  async changePhone(
    city: string,
    salt: string,
    rawPhone: string,
    lang: Lang,
  ): Promise<{ salt: string; confirmationType: ConfirmationType; phone: string }> {
    const draft = await this.liveDraft(city, salt);
    if (isBlank(rawPhone))
      throw new AppError('PhoneEmpty', 400, 'The phone is required', { field: 'phone' });
    const phoneCode = validateRegistrationPhone(rawPhone);
    if (phoneCode) throw fieldError('phone', phoneCode);
    const phone = normalisePhone(rawPhone);
    if (await this.repo.phoneTaken(city, phone))
      throw new AppError('PhoneExists', 409, 'The phone belongs to an account');
    await this.codes.issueCode({
      city,
      purpose: 'registration',
      channel: draft.confirmation_type,
      target: phone,
      salt: draft.salt,
      lang,
    });
    await this.repo.updateDraft(draft.id, { phone, phone_confirmed_at: null });
    return { salt: draft.salt, confirmationType: draft.confirmation_type, phone };
  }

  async confirmationState(
    city: string,
    salt: string | undefined,
  ): Promise<{
    confirmationType: 'SMS' | 'Call';
    useSmsReplay: boolean;
    canSendCodeAgain: boolean;
  }> {
    if (!salt)
      return {
        confirmationType: confirmationTypeName(this.defaultType),
        useSmsReplay: this.defaultType === 'call',
        canSendCodeAgain: true,
      };
    const draft = await this.liveDraft(city, salt);
    let canSendCodeAgain = true;
    try {
      await this.codes.checkSendLimit(city, draft.phone);
    } catch {
      canSendCodeAgain = false;
    }
    return {
      confirmationType: confirmationTypeName(draft.confirmation_type),
      useSmsReplay: draft.confirmation_type === 'call',
      canSendCodeAgain,
    };
  }

  /** Step 3: the account. A code may come along if step 2 was skipped. */
  async finish(city: string, salt: string, code: string): Promise<{ accountId: string }> {
    const draft = await this.liveDraft(city, salt);
    if (!draft.phone_confirmed_at) {
      if (!code)
        throw new AppError('IncorrectCode', 400, 'Confirm the phone first', { field: 'code' });
      await this.codes.verifyCode({ salt: draft.salt, code, purposes: ['registration'] });
    }
    await this.assertFree(city, draft.email, draft.phone);
    const now = this.clock.now();
    try {
      return await this.repo.transaction(async (repo) => {
        const account = await repo.createAccount({
          city,
          kind: 'private',
          email: draft.email,
          emailConfirmed: draft.email_confirmed_at !== null,
          passwordHash: draft.password_hash,
          firstName: draft.first_name,
          lastName: draft.last_name,
          middleName: draft.middle_name,
          phone: draft.phone,
        });
        await repo.updateDraft(draft.id, {
          completed_at: now,
          account_id: account.id,
          phone_confirmed_at: draft.phone_confirmed_at ?? now,
        });
        return { accountId: account.id };
      });
    } catch (error) {
      // Someone registered the same e-mail or phone a moment ago.
      if (isUniqueViolation(error)) {
        await this.assertFree(city, draft.email, draft.phone);
      }
      throw error;
    }
  }

  /** The draft of a salt in this city, not finished and not expired; NotFound otherwise. */
  async liveDraft(city: string, salt: string): Promise<DraftRow> {
    const draft = looksLikeSalt(salt) ? await this.repo.findDraft(salt) : null;
    if (
      !draft ||
      draft.city !== city ||
      draft.completed_at !== null ||
      this.clock.now() >= draft.expires_at
    ) {
      throw new AppError('NotFound', 404, 'Registration not found or expired; start again');
    }
    return draft;
  }

  async isDraftSalt(city: string, token: string | null): Promise<boolean> {
    if (!token || !looksLikeSalt(token)) return false;
    const draft = await this.repo.findDraft(token);
    return draft !== null && draft.city === city;
  }

  private async assertFree(city: string, email: string, phone: string): Promise<void> {
    if (await this.repo.findByEmail(city, email))
      throw new AppError('EmailExists', 409, 'An account with this e-mail exists', {
        field: 'email',
      });
    if (await this.repo.phoneTaken(city, phone))
      throw new AppError('PhoneExists', 409, 'An account with this phone exists', {
        field: 'phone',
      });
  }

  private typeOf(value: unknown): ConfirmationType {
    const text = textOf(value).toLowerCase();
    if (text === 'call') return 'call';
    if (text === 'sms') return 'sms';
    return this.defaultType;
  }
}
