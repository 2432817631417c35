import type { ApiError, ApiOk, ApiResponse } from '../contracts';
import { bus, type UserType } from '../bus/bus';
import { getCity } from '../session/city';
import { storeReturnAddress as rememberPage } from '../session/return-address';
import { tokenStore } from '../session/token-store';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: Record<string, unknown>;
  /** Default false: the body is form-encoded. */
  json?: boolean;
  /** Where the token travels; default 'query'. */
  token?: 'query' | 'body' | 'header' | 'none';
  /** Whose token to send; default: the current one (corporate wins when both exist). */
  userType?: UserType;
  /** Payment calls: remember the page so the user comes back to it after the provider. */
  storeReturnAddress?: boolean;
  signal?: AbortSignal;
  baseUrl?: string;
}

interface ApiConfig {
  baseUrl: string;
  fetch?: typeof fetch;
  /**
   * The interface language, sent as Accept-Language so the server writes its texts (SMS, e-mails,
   * messages) in it. Default: the language i18n last announced on the bus; Russian before that.
   */
  language?: () => string | null | undefined;
}

let config: ApiConfig = { baseUrl: '/api' };

export function configureApi(opts: ApiConfig): void {
  config = { ...opts };
}

const API_LANGUAGES = ['ru', 'en'] as const;
/** The fallback interface language (as in shared/i18n), kept here so the client needs no i18next. */
const DEFAULT_API_LANGUAGE = 'ru';

function interfaceLanguage(): string {
  const wanted = config.language?.() ?? bus.last('language:changed')?.lng;
  const base = wanted?.split('-')[0]?.toLowerCase() ?? '';
  return (API_LANGUAGES as readonly string[]).includes(base) ? base : DEFAULT_API_LANGUAGE;
}

export function isOk<T>(r: ApiResponse<T>): r is ApiOk<T> {
  return r.status === 'ok';
}

export const REQUEST_ERROR_MESSAGE = 'Request error';

function requestError(extra: Record<string, unknown> = {}): ApiError {
  return {
    status: 'error',
    errorName: 'UnknownError',
    errorMessage: REQUEST_ERROR_MESSAGE,
    ...extra,
  };
}

/**
 * '/auth/login' goes under the base URL; '/api/...' and '/backend/...' are already site paths
 * (the spec names a few calls under /backend/v2), as is a full URL.
 */
export function buildUrl(path: string, baseUrl: string, query: URLSearchParams): string {
  let url: string;
  if (/^https?:\/\//i.test(path)) url = path;
  else if (/^\/(api|backend)(\/|$)/.test(path))
    url = /^https?:\/\//i.test(baseUrl) ? new URL(path, baseUrl).href : path;
  else url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const qs = query.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function formValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

function formBody(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, formValue(value));
  }
  return form;
}

function parseEnvelope<T>(text: string, httpOk: boolean): ApiResponse<T> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return requestError();
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return requestError();
  const envelope = data as Record<string, unknown>;
  if (envelope.status === 'ok') return envelope as ApiOk<T>;
  if (envelope.status === 'error') {
    return {
      ...envelope,
      status: 'error',
      errorName:
        typeof envelope.errorName === 'string' && envelope.errorName
          ? envelope.errorName
          : 'UnknownError',
    } as ApiError;
  }
  // Not our envelope (a proxy's error page as JSON, say).
  return httpOk ? requestError() : requestError({ httpError: true });
}

/**
 * One call to the API. Never throws: a network failure, an abort or a non-JSON answer is an
 * UnknownError envelope. Keeps the token store in step with the answer (refresh, expiry).
 */
export async function apiCall<T>(path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  const transport = options.token ?? 'query';
  const city = getCity();
  const session = tokenStore.current();
  const userType: UserType | undefined = options.userType ?? session?.userType;
  const token =
    transport === 'none' || !city || !userType
      ? null
      : options.userType
        ? tokenStore.get(city, options.userType)
        : (session?.token ?? null);

  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': interfaceLanguage(),
  };
  if (city) headers['X-City'] = city;

  const hasBody = method !== 'GET';
  const bodyFields: Record<string, unknown> = { ...(options.body ?? {}) };
  if (token) {
    // A GET has no body: its token goes in the query.
    if (transport === 'query' || (transport === 'body' && !hasBody)) query.set('token', token);
    else if (transport === 'body') bodyFields.token = token;
    else if (transport === 'header') headers.Authorization = `Bearer ${token}`;
  }

  let body: string | undefined;
  if (hasBody && (options.body || Object.keys(bodyFields).length)) {
    if (options.json) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(bodyFields);
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = formBody(bodyFields).toString();
    }
  }

  if (options.storeReturnAddress) rememberPage();

  const doFetch = config.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
  if (!doFetch) return requestError();

  let response: ApiResponse<T>;
  try {
    const res = await doFetch(buildUrl(path, options.baseUrl ?? config.baseUrl, query), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
    response = parseEnvelope<T>(await res.text(), res.ok);
  } catch (error) {
    const aborted =
      (error as { name?: unknown } | null)?.name === 'AbortError' ||
      options.signal?.aborted === true;
    return requestError(aborted ? { aborted: true } : {});
  }

  // The session this call used: a refresh or an expiry concerns that one, even if the city changed meanwhile.
  if (token && city && userType) {
    if (response.status === 'error' && response.errorName === 'TokenExpired') {
      tokenStore.set(city, userType, null);
    } else if (typeof response.token === 'string' && response.token && response.token !== token) {
      tokenStore.set(city, userType, response.token);
    }
  }
  if (response.status === 'error' && response.errorName === 'TokenExpired')
    bus.emit('session:expired', {});

  return response;
}
