// Who is asking, for the parking and money calls: an account (through the accounts module's
// requireAccount) or, where the city allows it, a guest holding a guest token. Also the module's
// clock (tests set it) and small request readers shared by the money routes.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { CityRow } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { requireAccount } from '../auth/authenticate';
import type { MoneyDB } from './tables';

export type Caller =
  | { kind: 'account'; accountId: string; city: string; guestId: null }
  | { kind: 'guest'; accountId: null; city: string; guestId: string };

export const GUEST_TOKEN_PREFIX = 'guest_';
export const GUEST_TOKEN_TTL_MS = 24 * 3600_000;

export class MoneyClock {
  private fixed: number | null = null;
  private offset = 0;
  now(): Date {
    return new Date((this.fixed ?? Date.now()) + this.offset);
  }
  /** Tests: freeze time at an instant (null: back to the real clock). */
  set(at: Date | string | null): void {
    this.fixed = at === null ? null : new Date(at).getTime();
    this.offset = 0;
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}

/** The caller's own session of a reservation in its city; anyone else's is simply not there. */
export function ownSession(db: Kysely<MoneyDB>, caller: Caller, reservationId: string) {
  return db
    .selectFrom('parking_sessions')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .where('city', '=', caller.city)
    .where(
      caller.accountId ? 'account_id' : 'guest_id',
      '=',
      (caller.accountId ?? caller.guestId)!,
    );
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export class Callers {
  constructor(
    private readonly db: Kysely<MoneyDB>,
    private readonly clock: MoneyClock,
  ) {}

  async issueGuestToken(city: CityRow): Promise<{ token: string; expiresAt: string }> {
    if (!city.settings.useSessionWithoutRegister)
      throw new AppError('InDevelopingError', 403, 'Guest sessions are off in this city');
    const token = `${GUEST_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
    const expiresAt = new Date(this.clock.now().getTime() + GUEST_TOKEN_TTL_MS);
    await this.db
      .insertInto('guest_tokens')
      .values({ city: city.code, token_hash: sha256(token), expires_at: expiresAt })
      .execute();
    return { token, expiresAt: expiresAt.toISOString() };
  }

  /** The account behind the token; a guest token too when `allowGuest` and the city allows guests. */
  async resolve(request: FastifyRequest, options: { allowGuest?: boolean } = {}): Promise<Caller> {
    const token = request.token;
    if (token?.startsWith(GUEST_TOKEN_PREFIX)) {
      if (!options.allowGuest || !request.city.settings.useSessionWithoutRegister)
        throw new AppError('TokenNotFound', 401, 'Token not found');
      const row = await this.db
        .selectFrom('guest_tokens')
        .select(['id', 'city', 'expires_at'])
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst();
      if (!row || row.city !== request.city.code)
        throw new AppError('TokenNotFound', 401, 'Token not found');
      if (row.expires_at <= this.clock.now())
        throw new AppError('TokenExpired', 401, 'Token expired');
      return { kind: 'guest', accountId: null, guestId: row.id, city: row.city };
    }
    const account = await requireAccount(request);
    return { kind: 'account', accountId: account.accountId, city: account.city, guestId: null };
  }

  /** Like resolve, but no token at all is a guest without a token (pricing only). */
  async resolveOptional(request: FastifyRequest): Promise<Caller | null> {
    if (!request.token) {
      if (!request.city.settings.useSessionWithoutRegister)
        throw new AppError('TokenNotFound', 401, 'Token not found');
      return null;
    }
    return this.resolve(request, { allowGuest: true });
  }
}

type Body = Record<string, unknown>;

/** The first present field among a call's spellings (spec names and the lower-camel ones). */
export function field(body: unknown, ...names: string[]): unknown {
  if (body === null || typeof body !== 'object') return undefined;
  for (const name of names) {
    const value = (body as Body)[name];
    if (
      value !== undefined &&
      value !== null &&
      !(typeof value === 'string' && value.trim() === '')
    )
      return typeof value === 'string' ? value.trim() : value;
  }
  return undefined;
}

export function text(body: unknown, ...names: string[]): string | undefined {
  const value = field(body, ...names);
  return value === undefined ? undefined : String(value);
}

export function int(body: unknown, ...names: string[]): number | undefined {
  const value = field(body, ...names);
  return value === undefined ? undefined : Number(value);
}

/** Idempotency-Key header, or an idempotencyKey body field. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  const value =
    (Array.isArray(header) ? header[0] : header) ??
    text(request.body, 'idempotencyKey', 'IdempotencyKey');
  if (value === undefined || value.trim() === '') return null;
  if (value.length > 200)
    throw new AppError('InvalidFormat', 400, 'Idempotency-Key is longer than 200 characters');
  return value.trim();
}

const STR = (max: number) => ({ type: 'string', maxLength: max });
const NUM = (max: number) => ({ type: 'integer', minimum: 0, maximum: max });

/**
 * A body schema whose properties are accepted in the spec's spelling and in lower camel case
 * (Vehicle / vehicle), all optional: the services answer the catalogue's specific names
 * (EmptyTs, NoZoneSelected...) for what is missing, the schema only types and bounds them.
 */
export function bodySchema(
  props: Record<string, { type: string; maxLength?: number; maximum?: number }>,
) {
  const properties: Record<string, unknown> = {
    token: STR(200),
    Token: STR(200),
    idempotencyKey: STR(200),
    IdempotencyKey: STR(200),
  };
  for (const [name, schema] of Object.entries(props)) {
    properties[name] = schema;
    properties[name[0]!.toLowerCase() + name.slice(1)] = schema;
  }
  return { type: 'object', properties };
}

export const S = { str: STR, num: NUM };
