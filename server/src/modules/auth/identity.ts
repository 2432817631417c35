// External identity login (GET /backend/v2/yandexID): the client got an OAuth access token from
// the provider; we ask the provider who it belongs to. Behind an interface so another provider (or
// a fake in tests) fits, and off unless configured.

export interface ExternalIdentity {
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** 11 digits when the provider knows a phone. */
  phone: string | null;
}

export interface IdentityProvider {
  readonly name: string;
  /** Throws IdentityError: 'invalid' (token refused or issued to another client) or 'unavailable'. */
  fetchIdentity(accessToken: string): Promise<ExternalIdentity>;
}

export class IdentityError extends Error {
  constructor(
    readonly reason: 'invalid' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

export const YANDEX_USERINFO_URL = 'https://login.yandex.ru/info?format=json';

interface YandexUserinfo {
  id?: unknown;
  client_id?: unknown;
  default_email?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  default_phone?: { number?: unknown } | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export class YandexIdentityProvider implements IdentityProvider {
  readonly name = 'yandex';

  constructor(
    private readonly options: { clientId: string; userinfoUrl: string; timeoutMs?: number },
  ) {}

  async fetchIdentity(accessToken: string): Promise<ExternalIdentity> {
    let response: Response;
    try {
      response = await fetch(this.options.userinfoUrl, {
        headers: { Authorization: `OAuth ${accessToken}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new IdentityError('unavailable', `userinfo request failed: ${(error as Error).name}`);
    }
    if (response.status === 401 || response.status === 403)
      throw new IdentityError('invalid', 'the provider refused the token');
    if (!response.ok)
      throw new IdentityError('unavailable', `userinfo answered ${response.status}`);
    let info: YandexUserinfo;
    try {
      info = (await response.json()) as YandexUserinfo;
    } catch {
      throw new IdentityError('unavailable', 'userinfo answer is not JSON');
    }
    const subject = typeof info.id === 'number' ? String(info.id) : text(info.id);
    if (!subject) throw new IdentityError('unavailable', 'userinfo has no id');
    // A token issued to another application must not log anyone in here.
    if (text(info.client_id) !== this.options.clientId)
      throw new IdentityError('invalid', 'the token was issued to another client');
    const phoneDigits = (text(info.default_phone?.number) ?? '').replace(/\D/g, '');
    return {
      subject,
      email: text(info.default_email)?.toLowerCase() ?? null,
      firstName: text(info.first_name),
      lastName: text(info.last_name),
      phone: phoneDigits.length === 11 ? phoneDigits.replace(/^8/, '7') : null,
    };
  }
}
