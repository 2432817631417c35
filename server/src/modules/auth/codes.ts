// One-time codes for every flow (registration, restore, phone and e-mail changes): issue, send
// through the messaging gateway, verify. Reusable by other modules through app.authModule.codes.
// - 4-digit codes by SMS or by a call (the code is the last 4 digits of the calling number), or
//   by e-mail; long link tokens for e-mailed links.
// - 10 minutes, single-use, at most 5 wrong tries, bound to the flow's salt (and account).
// - Limits per target: 3 sends in 10 minutes, 10 in a day and 10 s between sends (the client's
//   resend countdown), else LimitSMS. A failed send leaves nothing behind and answers SMSNotSend.
// - A 4-digit code is guessable: wrong tries are also capped per target and day, across flows, so
//   asking for new codes again and again does not buy more guesses.
// The code itself is returned to no one: it leaves only through the gateway.
import { AppError } from '../../http/envelope';
import type { Lang } from '../../plugins/lang';
import { GatewayError, type MessagingGateway } from '../messaging/gateway';
import { codeEmail, codeSms, restoreLinkEmail } from '../messaging/texts';
import { DAY, MINUTE, SECOND, type Clock } from './clock';
import type { AccountsRepository } from './repository';
import { newSalt, newToken, randomDigits, sameHash, sha256 } from './secrets';
import type { CodeChannel, CodePurpose, CodeRow } from './tables';

export const CODE_TTL_MS = 10 * MINUTE;
export const LINK_TTL_MS = 60 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;
export const SEND_WINDOW_MS = 10 * MINUTE;
export const SENDS_PER_WINDOW = 3;
export const RESEND_GAP_MS = 10 * SECOND;
export const SENDS_PER_DAY = 10;
export const FAILED_CODES_PER_DAY = 10;

export interface IssueCodeInput {
  city: string;
  purpose: CodePurpose;
  channel: CodeChannel;
  /** 11-digit phone or lower-case e-mail. */
  target: string;
  accountId?: string | null;
  /** Continue an existing flow (resend); a new salt otherwise. */
  salt?: string;
  /** E-mail only: a long token sent as a link (`linkPath` + token) instead of a 4-digit code. */
  link?: { path: string };
  /** The language of the message (the request's); Russian by default. */
  lang?: Lang;
}

export interface IssuedCode {
  salt: string;
  channel: CodeChannel;
  expiresAt: Date;
}

export interface VerifyCodeInput {
  salt: string;
  code: string;
  purposes: readonly CodePurpose[];
  /** When given, the code must have been issued for this account. */
  accountId?: string;
  /** true: single use, consumed now; false: marked verified, consumed by a later step. */
  consume?: boolean;
}

function codeHash(salt: string, code: string): string {
  return sha256(`${salt}:${code}`);
}

export class CodeService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly gateway: MessagingGateway,
    private readonly clock: Clock,
    /** Site address for e-mailed links. */
    private readonly publicUrl: string,
  ) {}

  /** Throws LimitSMS when the target had too many sends lately. */
  async checkSendLimit(city: string, target: string): Promise<void> {
    const now = this.clock.now();
    const { count, last } = await this.repo.sendsToTarget(
      city,
      target,
      new Date(now.getTime() - SEND_WINDOW_MS),
    );
    if (count >= SENDS_PER_WINDOW)
      throw new AppError('LimitSMS', 429, 'Too many codes sent; try again later');
    const daily = await this.repo.sendsToTarget(city, target, new Date(now.getTime() - DAY));
    if (daily.count >= SENDS_PER_DAY)
      throw new AppError('LimitSMS', 429, 'Too many codes sent today; try again tomorrow');
    if (last && now.getTime() - last.getTime() < RESEND_GAP_MS)
      throw new AppError('LimitSMS', 429, 'Wait before asking for another code');
  }

  async issueCode(input: IssueCodeInput): Promise<IssuedCode> {
    await this.checkSendLimit(input.city, input.target);
    const now = this.clock.now();
    const salt = input.salt ?? newSalt();
    const previous = input.salt ? await this.repo.latestCode(salt) : null;
    const isLink = input.channel === 'email' && input.link !== undefined;
    const code = isLink ? newToken() : randomDigits(4);
    const expiresAt = new Date(now.getTime() + (isLink ? LINK_TTL_MS : CODE_TTL_MS));
    const id = await this.repo.insertCode({
      city: input.city,
      purpose: input.purpose,
      channel: input.channel,
      target: input.target,
      accountId: input.accountId ?? null,
      salt,
      // Link tokens are looked up by their hash; short codes are hashed with the flow's salt.
      codeHash: isLink ? sha256(code) : codeHash(salt, code),
      sends: (previous?.sends ?? 0) + 1,
      now,
      expiresAt,
    });
    try {
      await this.deliver({ ...input, salt }, code);
    } catch (error) {
      await this.repo.deleteCode(id);
      if (error instanceof GatewayError)
        throw new AppError('SMSNotSend', 502, 'The message could not be sent');
      throw error;
    }
    await this.repo.supersedeCodes(salt, id, now);
    return { salt, channel: input.channel, expiresAt };
  }

  /** Records a send that is not a code (the easy restore's new password) so it counts toward the limits. */
  async recordSend(input: {
    city: string;
    purpose: CodePurpose;
    channel: CodeChannel;
    target: string;
    accountId: string;
  }): Promise<string> {
    const now = this.clock.now();
    return this.repo.insertCode({
      ...input,
      salt: newSalt(),
      codeHash: sha256(newToken()),
      sends: 1,
      now,
      expiresAt: now,
      usedAt: now,
    });
  }

  forgetSend(id: string): Promise<void> {
    return this.repo.deleteCode(id);
  }

  async verifyCode(input: VerifyCodeInput): Promise<CodeRow> {
    const row = await this.repo.latestCode(input.salt);
    const now = this.clock.now();
    const refuse = (message: string) => new AppError('IncorrectCode', 400, message);
    if (!row || row.used_at !== null || !input.purposes.includes(row.purpose))
      throw refuse('Incorrect code');
    if (input.accountId !== undefined && row.account_id !== input.accountId)
      throw refuse('Incorrect code');
    if (now >= row.expires_at) throw refuse('The code has expired; ask for a new one');
    if (row.attempts >= CODE_MAX_ATTEMPTS) throw refuse('Too many wrong codes; ask for a new one');
    if (
      (await this.repo.failedCodeTries(row.city, row.target, new Date(now.getTime() - DAY))) >=
      FAILED_CODES_PER_DAY
    ) {
      throw refuse('Too many wrong codes today; try again tomorrow');
    }
    if (!/^\d{4}$/.test(input.code) || !sameHash(row.code_hash, codeHash(row.salt, input.code))) {
      await this.repo.countFailedCode(row.id);
      throw refuse('Incorrect code');
    }
    const marked = await this.repo.markCode(
      row.id,
      input.consume === false ? 'verified_at' : 'used_at',
      now,
    );
    if (!marked) throw refuse('Incorrect code');
    return row;
  }

  /** An e-mailed link token: the live row it belongs to, or IncorrectCode. Consumes when asked. */
  async verifyLinkToken(
    token: string,
    purposes: readonly CodePurpose[],
    consume: boolean,
  ): Promise<CodeRow> {
    const row = /^[A-Za-z0-9_-]{43}$/.test(token)
      ? await this.repo.findCodeByHash(sha256(token))
      : null;
    const now = this.clock.now();
    if (
      !row ||
      row.used_at !== null ||
      row.channel !== 'email' ||
      !purposes.includes(row.purpose) ||
      now >= row.expires_at
    ) {
      throw new AppError('IncorrectCode', 400, 'The link is invalid or has expired');
    }
    if (consume && !(await this.repo.markCode(row.id, 'used_at', now)))
      throw new AppError('IncorrectCode', 400, 'The link is invalid or has expired');
    return row;
  }

  /** The live row of a flow that an earlier step verified (check -> change); consumes it. */
  async consumeVerified(salt: string, purposes: readonly CodePurpose[]): Promise<CodeRow> {
    const row = await this.repo.latestCode(salt);
    const now = this.clock.now();
    if (
      !row ||
      row.used_at !== null ||
      row.verified_at === null ||
      !purposes.includes(row.purpose) ||
      now >= row.expires_at
    ) {
      throw new AppError('IncorrectCode', 400, 'Confirm the code first');
    }
    if (!(await this.repo.markCode(row.id, 'used_at', now)))
      throw new AppError('IncorrectCode', 400, 'Confirm the code first');
    return row;
  }

  private async deliver(input: IssueCodeInput, code: string): Promise<void> {
    const { city, target, channel, purpose } = input;
    if (channel === 'call') {
      // A "flash call": the caller's number ends with the code; the user types its last 4 digits.
      await this.gateway.placeCall({
        city,
        phone: target,
        callerNumber: `79${randomDigits(5)}${code}`,
      });
      return;
    }
    const lang = input.lang ?? 'ru';
    if (channel === 'sms') {
      await this.gateway.sendSms({ city, phone: target, text: codeSms(lang, purpose, code) });
      return;
    }
    const mail = input.link
      ? restoreLinkEmail(lang, `${this.publicUrl}${input.link.path}${code}`)
      : codeEmail(
          lang,
          purpose,
          code,
          `${this.publicUrl}/confirmation/email?token=${input.salt ?? ''}&code=${code}`,
        );
    await this.gateway.sendEmail({ city, to: target, ...mail });
  }
}
