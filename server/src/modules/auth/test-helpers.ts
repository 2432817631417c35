// Shared by this module's HTTP tests (not a test file itself).
import type { TestApp } from '../../../test/harness';
import { withAccountTables } from './tables';

export type Json = Record<string, unknown>;

export function client(t: TestApp, defaults: { city?: string; ip?: string } = {}) {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: Json | string,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: headers['x-test-ip'] ?? defaults.ip ?? '127.0.0.1',
      headers: {
        'x-city': defaults.city ?? 'sevastopol',
        ...(body === undefined
          ? {}
          : {
              'content-type':
                typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
            }),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    // Bad input never gets a 5xx (a gateway failure is the only 502 by design, checked by tests).
    return {
      status: res.statusCode,
      body: res.json() as Json & {
        status: string;
        errorName?: string;
        result?: Json;
        token?: string;
      },
      raw: res.body,
    };
  };
  return {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body: Json | string, headers?: Record<string, string>) =>
      call('POST', url, body, headers),
    put: (url: string, body: Json | string, headers?: Record<string, string>) =>
      call('PUT', url, body, headers),
  };
}

/** Newest outbox message for a recipient, straight from the table. */
export async function lastMessage(t: TestApp, recipient: string) {
  const db = withAccountTables(t.database.db);
  return db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The 4-digit code in an SMS or e-mail text, Russian ('Код ...: 1234') or English ('code 1234'). */
export function codeIn(text: string): string | undefined {
  return /(?:code|[Кк]од)\D*?(\d{4})(?!\d)/i.exec(text)?.[1];
}

/** The generated password in the easy restore's SMS or e-mail, in either language. */
export function newPasswordIn(text: string): string | undefined {
  return /(?:new password|новый пароль):? (\S+)/i.exec(text)?.[1];
}

/** The code in the newest SMS or e-mail (4 digits) or call (the caller number's last 4 digits). */
export async function lastCode(t: TestApp, recipient: string): Promise<string> {
  const message = await lastMessage(t, recipient);
  if (!message) throw new Error(`no message to ${recipient}`);
  const code =
    message.channel === 'call' ? /(\d{4})$/.exec(message.body)?.[1] : codeIn(message.body);
  if (!code) throw new Error(`no code in ${message.body}`);
  return code;
}

/**
 * A response body with its random salts (32 hex) and tokens (43 base64url) masked, and every run
 * of five or more digits (phones): a 4-digit code may occur inside them by chance, which is not a
 * leak. A leaked code still shows as a number of its own.
 */
export function withoutRandomSecrets(raw: string): string {
  return raw
    .replace(/"[0-9a-f]{32}"|"[A-Za-z0-9_-]{43}"/g, '"<secret>"')
    .replace(/\d{5,}/g, '<digits>');
}

const TABLES = [
  'accounts',
  'account_phones',
  'auth_sessions',
  'verification_codes',
  'registration_drafts',
  'outbox_messages',
  'login_attempts',
  'captcha_challenges',
  'pending_passwords',
] as const;

/** Row counts of every accounts table: compare before / after a refused call. */
export async function counts(t: TestApp): Promise<Record<string, number>> {
  const db = withAccountTables(t.database.db);
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}
