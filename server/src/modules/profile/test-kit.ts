// Helpers for the profile features' HTTP tests: fresh private accounts with a session token (made
// through the accounts module, no password hashing), calls with that token, codes from the outbox.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { codeIn } from '../auth/test-helpers';

export interface TestUser {
  accountId: string;
  token: string;
  city: string;
  phone: string;
  email: string;
}

let counter = 0;

/** A unique 11-digit phone for this process. */
export function freshPhone(): string {
  counter += 1;
  return `79${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1000).padStart(3, '0')}${String(counter).padStart(3, '0')}`.slice(
    0,
    11,
  );
}

export async function newUser(
  app: FastifyInstance,
  options: { city?: string; kind?: 'private' | 'corporate' } = {},
): Promise<TestUser> {
  const city = options.city ?? 'sevastopol';
  const kind = options.kind ?? 'private';
  const phone = freshPhone();
  const email = `user${phone}@test.demo`;
  const { repo, sessions } = app.authModule;
  const account = await repo.transaction((trx) =>
    trx.createAccount({
      city,
      kind,
      email,
      emailConfirmed: true,
      passwordHash: null,
      firstName: 'Тест',
      lastName: 'Тестов',
      middleName: '',
      ...(kind === 'corporate'
        ? { inn: `77${phone.slice(1, 9)}`, contractNumber: `C-${phone}`, companyName: 'ООО Тест' }
        : { phone }),
    }),
  );
  const { token } = await sessions.create({
    accountId: account.id,
    city,
    userType: kind,
    clientIp: null,
  });
  return { accountId: account.id, token, city, phone, email };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON call with the user's token as a Bearer header (or none) and the user's city. */
export function call(
  app: FastifyInstance,
  user: TestUser | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      'x-city': user?.city ?? 'sevastopol',
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/** A form-encoded call, the token as a body field (how the spec's clients send it). */
export function callForm(
  app: FastifyInstance,
  user: TestUser,
  method: Method,
  url: string,
  form: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { 'x-city': user.city, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form, token: user.token }).toString(),
  });
}

/** The 4-digit code of the newest message to `recipient` (phone digits or lower-case e-mail). */
export async function lastCode(app: FastifyInstance, recipient: string): Promise<string> {
  const [message] = await app.authModule.outbox.list({ recipient, limit: 1 });
  const code = message && codeIn(message.body);
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}
