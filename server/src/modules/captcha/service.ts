// Captcha images made here with svg-captcha (no outside service). The answer is stored hashed; a
// challenge is single-use (consumed by the first check, right or wrong) and lives 5 minutes.
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../auth/clock';
import { MINUTE } from '../auth/clock';
import type { AuthDB } from '../auth/tables';
import { sameHash, sha256 } from '../auth/secrets';

export const CAPTCHA_TTL_MS = 5 * MINUTE;
const ID_PATTERN = /^[0-9a-f-]{36}$/;

export interface Captcha {
  captchaId: string;
  /** data:image/svg+xml;base64,... */
  captcha: string;
}

function answerHash(id: string, answer: string): string {
  return sha256(`${id}:${answer.trim().toLowerCase()}`);
}

export class CaptchaService {
  /**
   * Demo mode only: answers kept in memory so a person trying the demo, and the e2e, can read them
   * through GET /api/dev/captcha (like codes in the dev outbox). Null in production: never kept.
   */
  private readonly demoAnswers: Map<string, string> | null;

  constructor(
    private readonly db: Kysely<AuthDB>,
    private readonly clock: Clock,
    options: { keepDemoAnswers?: boolean } = {},
  ) {
    this.demoAnswers = options.keepDemoAnswers ? new Map() : null;
  }

  /** Demo mode only: the answer of an open challenge (null when unknown or not in demo mode). */
  demoAnswer(captchaId: string): string | null {
    return this.demoAnswers?.get(captchaId) ?? null;
  }

  /** A new challenge, optionally bound to a login (then a login try may omit the captcha id). */
  async issue(city: string, loginKey: string | null): Promise<Captcha> {
    const image = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1lIi', color: false });
    const now = this.clock.now();
    const row = await this.db
      .insertInto('captcha_challenges')
      .values({
        city,
        login_key: loginKey,
        answer_hash: 'pending',
        created_at: now,
        expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The hash includes the id so equal answers of two challenges do not look alike.
    await this.db
      .updateTable('captcha_challenges')
      .set({ answer_hash: answerHash(row.id, image.text) })
      .where('id', '=', row.id)
      .execute();
    if (this.demoAnswers) {
      if (this.demoAnswers.size > 1000) this.demoAnswers.clear(); // bounded: old challenges expire anyway
      this.demoAnswers.set(row.id, image.text);
    }
    return {
      captchaId: row.id,
      captcha: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}`,
    };
  }

  /** Housekeeping: challenges past their 5 minutes can never be answered; anyone can make them. */
  async deleteExpired(now: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('captcha_challenges')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Checks an answer and consumes the challenge. Without an id, the newest open challenge of the
   * login is used (the spec's client sends only `captcha`).
   */
  async verify(
    city: string,
    input: { captchaId?: string | undefined; answer: string; loginKey?: string | null },
  ): Promise<boolean> {
    const now = this.clock.now();
    let query = this.db
      .selectFrom('captcha_challenges')
      .selectAll()
      .where('city', '=', city)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now);
    if (input.captchaId !== undefined) {
      if (!ID_PATTERN.test(input.captchaId)) return false;
      query = query.where('id', '=', input.captchaId);
    } else if (input.loginKey) {
      query = query.where('login_key', '=', input.loginKey);
    } else {
      return false;
    }
    const challenge = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    if (!challenge) return false;
    if (input.loginKey && challenge.login_key !== null && challenge.login_key !== input.loginKey)
      return false;
    const consumed = await this.db
      .updateTable('captcha_challenges')
      .set({ used_at: now })
      .where('id', '=', challenge.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(consumed.numUpdatedRows) !== 1) return false;
    return sameHash(challenge.answer_hash, answerHash(challenge.id, input.answer));
  }
}
