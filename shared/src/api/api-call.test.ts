import { bus } from '../bus';
import { setCity, takeReturnAddress, tokenStore } from '../session';
import { resetTokenStoreForTests } from '../session/token-store';
import { initI18n, setLanguage } from '../i18n';
import { apiCall, buildUrl, configureApi, isOk } from './index';

interface Captured {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function mockFetch(answer: { status?: number; body: unknown } | Error) {
  const calls: Captured[] = [];
  const fn = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    });
    if (answer instanceof Error) throw answer;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    const status = answer.status ?? 200;
    // jsdom has no Response: the client only reads ok, status and text().
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  });
  configureApi({ baseUrl: '/api', fetch: fn as unknown as typeof fetch });
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetTokenStoreForTests();
  bus.reset();
  setCity('sevastopol');
});

describe('apiCall request', () => {
  it('sends a form-encoded body with nested objects as JSON fields, the city and the token in the query', async () => {
    tokenStore.set('sevastopol', 'private', 'tok');
    const calls = mockFetch({ body: { status: 'ok', result: 1 } });
    await apiCall('/profile/car', {
      method: 'POST',
      body: { grz: 'А123ВС', mainTs: true, car: { grz: 'X', category: 'B' }, skip: undefined },
    });
    const [call] = calls;
    expect(call.url).toBe('/api/profile/car?token=tok');
    expect(call.method).toBe('POST');
    expect(call.headers['X-City']).toBe('sevastopol');
    expect(call.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(call.body);
    expect(form.get('grz')).toBe('А123ВС');
    expect(form.get('mainTs')).toBe('true');
    expect(JSON.parse(form.get('car') ?? '')).toEqual({ grz: 'X', category: 'B' });
    expect(form.has('skip')).toBe(false);
  });

  it('sends JSON when asked, with the token as a body field', async () => {
    tokenStore.set('sevastopol', 'private', 'tok');
    const calls = mockFetch({ body: { status: 'ok', result: null } });
    await apiCall('/profile/change-profile', {
      method: 'PUT',
      json: true,
      token: 'body',
      body: { firstname: 'Anna', car: { grz: 'X' } },
    });
    expect(calls[0].url).toBe('/api/profile/change-profile');
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[0].body ?? '')).toEqual({
      firstname: 'Anna',
      car: { grz: 'X' },
      token: 'tok',
    });
  });

  it('puts the token in a form body field', async () => {
    tokenStore.set('sevastopol', 'private', 'tok');
    const calls = mockFetch({ body: { status: 'ok', result: null } });
    await apiCall('/auth/change-phone', {
      method: 'POST',
      token: 'body',
      body: { phone: '79780000000' },
    });
    expect(new URLSearchParams(calls[0].body).get('token')).toBe('tok');
    expect(calls[0].url).toBe('/api/auth/change-phone');
  });

  it('sends the token as a bearer header', async () => {
    tokenStore.set('sevastopol', 'private', 'tok');
    const calls = mockFetch({ body: { status: 'ok', result: null } });
    await apiCall('/profile/get-balance', { token: 'header' });
    expect(calls[0].headers.Authorization).toBe('Bearer tok');
    expect(calls[0].url).toBe('/api/profile/get-balance');
  });

  it('sends no token with token none or when logged out', async () => {
    const calls = mockFetch({ body: { status: 'ok', result: null } });
    await apiCall('/info/get-options-info-v3', { query: { a: 1, b: null, c: false } });
    tokenStore.set('sevastopol', 'private', 'tok');
    await apiCall('/auth/login', {
      method: 'POST',
      token: 'none',
      body: { login: 'a', password: 'b' },
    });
    expect(calls[0].url).toBe('/api/info/get-options-info-v3?a=1&c=false');
    expect(calls[1].url).toBe('/api/auth/login');
    expect(calls[1].headers.Authorization).toBeUndefined();
    expect(new URLSearchParams(calls[1].body).has('token')).toBe(false);
  });

  it('picks the token of the requested user type; corporate by default when both exist', async () => {
    tokenStore.set('sevastopol', 'private', 'p');
    tokenStore.set('sevastopol', 'corporate', 'c');
    const calls = mockFetch({ body: { status: 'ok', result: null } });
    await apiCall('/corp-profile/get-profile');
    await apiCall('/profile/get-profile', { userType: 'private' });
    expect(calls[0].url).toBe('/api/corp-profile/get-profile?token=c');
    expect(calls[1].url).toBe('/api/profile/get-profile?token=p');
  });

  it('keeps site paths and full URLs as they are', () => {
    const q = new URLSearchParams();
    expect(buildUrl('/backend/v2/yandexID', '/api', q)).toBe('/backend/v2/yandexID');
    expect(buildUrl('/api/options', '/api', q)).toBe('/api/options');
    expect(buildUrl('/backend/v2/yandexID', 'http://localhost:3000/api', q)).toBe(
      'http://localhost:3000/backend/v2/yandexID',
    );
    expect(buildUrl('options', 'http://localhost:3000/api/', new URLSearchParams({ x: '1' }))).toBe(
      'http://localhost:3000/api/options?x=1',
    );
  });

  it('sends the interface language as Accept-Language (Russian until i18n says otherwise)', async () => {
    const calls = mockFetch({ body: { status: 'ok', result: null } });
    await apiCall('/info/get-options-info-v3');
    await initI18n('en');
    await setLanguage('en');
    await apiCall('/auth/registration', { method: 'POST', body: { phone: '79780000000' } });
    await setLanguage('ru');
    await apiCall('/profile/get-balance', { token: 'header' });
    expect(calls.map((call) => call.headers['Accept-Language'])).toEqual(['ru', 'en', 'ru']);
  });

  it('takes the language from a configured provider, falling back to Russian for others', async () => {
    const calls: string[] = [];
    let lng: string | undefined = 'en-GB';
    configureApi({
      baseUrl: '/api',
      language: () => lng,
      fetch: (async (_url: string, init?: RequestInit) => {
        calls.push((init?.headers as Record<string, string>)['Accept-Language'] ?? '');
        return { ok: true, status: 200, text: async () => '{"status":"ok"}' } as Response;
      }) as unknown as typeof fetch,
    });
    bus.emit('language:changed', { lng: 'ru' });
    await apiCall('/x');
    lng = 'de';
    await apiCall('/x');
    lng = undefined; // no answer: the bus's language
    await apiCall('/x');
    expect(calls).toEqual(['en', 'ru', 'ru']);
  });

  it('stores the return address before a payment call', async () => {
    window.history.pushState({}, '', '/profile/parking');
    mockFetch({ body: { status: 'ok', result: { url: 'https://pay.example' } } });
    await apiCall('/payment/refill', { method: 'POST', storeReturnAddress: true });
    expect(takeReturnAddress()).toBe('/profile/parking');
  });
});

describe('apiCall answer', () => {
  it('reads the envelope of a 4xx answer', async () => {
    mockFetch({
      status: 409,
      body: { status: 'error', errorName: 'ParkingSessionAlreadyExists', errorMessage: 'exists' },
    });
    const r = await apiCall('/parking/start', { method: 'POST' });
    expect(isOk(r)).toBe(false);
    expect(r).toMatchObject({
      status: 'error',
      errorName: 'ParkingSessionAlreadyExists',
      errorMessage: 'exists',
    });
  });

  it('returns the result of an ok answer', async () => {
    mockFetch({ body: { status: 'ok', result: { balance: 100 } } });
    const r = await apiCall<{ balance: number }>('/profile/get-balance');
    expect(isOk(r) && r.result.balance).toBe(100);
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a non-JSON answer', { status: 502, body: '<html>Bad gateway</html>' }],
    ['JSON that is not an envelope', { status: 200, body: [1, 2] }],
  ])('turns %s into UnknownError without throwing', async (_label, answer) => {
    mockFetch(answer as Error);
    await expect(apiCall('/x')).resolves.toMatchObject({
      status: 'error',
      errorName: 'UnknownError',
      errorMessage: 'Request error',
    });
  });

  it('marks an aborted call', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    mockFetch(abort as unknown as Error);
    await expect(apiCall('/x')).resolves.toMatchObject({
      errorName: 'UnknownError',
      aborted: true,
    });
  });

  it('stores a refreshed token from the answer', async () => {
    tokenStore.set('sevastopol', 'private', 'old');
    mockFetch({ body: { status: 'ok', result: {}, token: 'new' } });
    await apiCall('/profile/get-profile');
    expect(tokenStore.get('sevastopol', 'private')).toBe('new');
  });

  it('does not store a token from an answer to a call made without one', async () => {
    mockFetch({ body: { status: 'ok', result: {}, token: 'login-token' } });
    await apiCall('/auth/login', { method: 'POST', body: { login: 'a' } });
    expect(tokenStore.get('sevastopol', 'private')).toBeNull();
  });

  it('on TokenExpired clears the token and emits session:expired', async () => {
    tokenStore.set('sevastopol', 'private', 'old');
    tokenStore.set('rostov', 'private', 'other-city');
    const expired = jest.fn();
    const sub = bus.on('session:expired').subscribe(expired);
    mockFetch({
      status: 401,
      body: { status: 'error', errorName: 'TokenExpired', errorMessage: 'expired' },
    });
    const r = await apiCall('/profile/get-profile');
    sub.unsubscribe();
    expect(r).toMatchObject({ status: 'error', errorName: 'TokenExpired' });
    expect(tokenStore.get('sevastopol', 'private')).toBeNull();
    expect(tokenStore.get('rostov', 'private')).toBe('other-city');
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
