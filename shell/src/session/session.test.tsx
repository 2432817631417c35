import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall, configureApi } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { i18n } from '@parking/shared/i18n';
import { setCity, tokenStore, TOKENS_KEY } from '@parking/shared/session';
import { fakeRemote } from '../test/runtime-mock';
import { initTestI18n, renderShell } from '../test/fixtures';
import { resetRemoteModulesForTests } from '../remotes/remote-module';
import { resetSessionStateForTests } from './session';
import { TOKEN_GRACE_MS } from './session-sync';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => fakeRemote(id)),
}));

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
}

const location = () => screen.getByTestId('location').textContent;
let calls: Call[] = [];
let answers: Record<string, (call: Call) => unknown> = {};
const callsTo = (path: string) => calls.filter((c) => c.path === path);

// Another "tab": its own channel on the documented name.
let otherTab: BroadcastChannel;
let heard: unknown[] = [];

beforeAll(async () => {
  window.scrollTo = jest.fn();
  await initTestI18n();
});

beforeEach(async () => {
  calls = [];
  answers = {};
  heard = [];
  configureApi({
    baseUrl: '/api',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      };
      calls.push(call);
      const handler = answers[`${call.method} ${call.path}`];
      const answer = handler ? handler(call) : { status: 'ok', result: {} };
      return { ok: true, status: 200, text: async () => JSON.stringify(answer) };
    }) as unknown as typeof fetch,
  });
  resetRemoteModulesForTests();
  resetSessionStateForTests();
  setCity('sevastopol');
  tokenStore.clear('sevastopol');
  bus.reset();
  otherTab = new BroadcastChannel('parking-portal');
  otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
  await i18n.changeLanguage('ru');
});

afterEach(() => {
  otherTab.close();
});

test('the profile is loaded once per login, announced, and reloaded on profile:changed', async () => {
  answers['GET /api/profile/get-profile'] = () => ({ status: 'ok', result: { email: 'a@b.c' } });
  const seen: unknown[] = [];
  const sub = bus.on('profile:loaded').subscribe((e) => seen.push(e.profile));
  tokenStore.set('sevastopol', 'private', 'tok');
  renderShell('/news');
  await waitFor(() => expect(seen).toEqual([{ email: 'a@b.c' }]));
  const first = callsTo('/api/profile/get-profile');
  expect(first).toHaveLength(1);
  expect(first[0].query.get('token')).toBe('tok');

  await userEvent.click(screen.getByRole('link', { name: /Город|Городская парковка/ }));
  expect(callsTo('/api/profile/get-profile')).toHaveLength(1);

  act(() => bus.emit('profile:changed', { reason: 'test' }));
  await waitFor(() => expect(callsTo('/api/profile/get-profile')).toHaveLength(2));
  sub.unsubscribe();
});

test('a corporate session loads the corporate profile', async () => {
  tokenStore.set('sevastopol', 'corporate', 'corp');
  renderShell('/coop-profile');
  await waitFor(() => expect(callsTo('/api/corp-profile/get-profile')).toHaveLength(1));
  expect(callsTo('/api/profile/get-profile')).toHaveLength(0);
});

test('a profile answer with an errorName logs out (corporate: only the corporate session)', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  answers['GET /api/corp-profile/get-profile'] = () => ({
    status: 'error',
    errorName: 'TokenNotFound',
  });
  tokenStore.set('sevastopol', 'private', 'tok');
  tokenStore.set('sevastopol', 'corporate', 'corp');
  renderShell('/coop-profile');
  await waitFor(() => expect(tokenStore.get('sevastopol', 'corporate')).toBeNull());
  expect(tokenStore.get('sevastopol', 'private')).toBe('tok');
  expect(callsTo('/api/auth/logout')[0].body.get('token')).toBe('corp');
  await waitFor(() => expect(location()).toBe('/'));
  (console.warn as jest.Mock).mockRestore();
});

test('a missing profile API keeps the session', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  answers['GET /api/profile/get-profile'] = () => ({ status: 'error', errorName: 'NotFound' });
  tokenStore.set('sevastopol', 'private', 'tok');
  renderShell('/news');
  await waitFor(() => expect(warn).toHaveBeenCalledWith('profile could not be loaded: NotFound'));
  expect(tokenStore.get('sevastopol', 'private')).toBe('tok');
  expect(callsTo('/api/auth/logout')).toHaveLength(0);
  warn.mockRestore();
});

test('logout from the header: server call, token gone, other tabs told, home', async () => {
  const loggedOut = jest.fn();
  const sub = bus.on('session:loggedOut').subscribe(loggedOut);
  tokenStore.set('sevastopol', 'private', 'tok');
  renderShell('/news');
  const group = screen.getByRole('group', { name: 'Личный кабинет' });
  await userEvent.click(within(group).getByRole('button', { name: 'Выйти' }));
  await waitFor(() => expect(location()).toBe('/'));
  expect(callsTo('/api/auth/logout')[0]).toMatchObject({ method: 'POST' });
  expect(callsTo('/api/auth/logout')[0].body.get('token')).toBe('tok');
  expect(tokenStore.current()).toBeNull();
  expect(loggedOut).toHaveBeenCalledTimes(1);
  await waitFor(() =>
    expect(heard).toContainEqual(
      expect.objectContaining({ kind: 'parking:logout', city: 'sevastopol' }),
    ),
  );
  expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
  sub.unsubscribe();
});

test('a login in another tab reloads the profile and closes the login modal', async () => {
  renderShell('/news?modal=login');
  expect(await screen.findByTestId('remote:mf_auth/LoginModal')).toBeInTheDocument();
  // The other tab writes the token (a storage event here) and broadcasts the login.
  const tokens = JSON.stringify({ sevastopol: { private: 'from-other-tab' } });
  localStorage.setItem(TOKENS_KEY, tokens);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY, newValue: tokens }));
  });
  otherTab.postMessage({
    kind: 'parking:login',
    tab: 'other',
    city: 'sevastopol',
    userType: 'private',
  });
  await waitFor(() => expect(location()).toBe('/news'));
  expect(screen.queryByTestId('remote:mf_auth/LoginModal')).not.toBeInTheDocument();
  // Once for the new token, once more for the broadcast.
  await waitFor(() => expect(callsTo('/api/profile/get-profile')).toHaveLength(2));
  expect(callsTo('/api/profile/get-profile')[0].query.get('token')).toBe('from-other-tab');
});

test('a login broadcast while logged out only warns', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderShell('/news');
  otherTab.postMessage({
    kind: 'parking:login',
    tab: 'other',
    city: 'sevastopol',
    userType: 'private',
  });
  await waitFor(
    () =>
      expect(warn).toHaveBeenCalledWith(
        'A login in another tab was announced, but this tab has no session',
      ),
    { timeout: TOKEN_GRACE_MS * 5 },
  );
  expect(location()).toBe('/news');
  // Only the page's public content was asked for: nothing on behalf of a session.
  const PUBLIC = ['/api/news', '/api/notification/popup'];
  expect(calls.filter((c) => !PUBLIC.includes(c.path))).toHaveLength(0);
  expect(calls.filter((c) => c.query.has('token'))).toHaveLength(0);
  warn.mockRestore();
});

test('a logout in another tab logs this one out', async () => {
  const loggedOut = jest.fn();
  const sub = bus.on('session:loggedOut').subscribe(loggedOut);
  tokenStore.set('sevastopol', 'private', 'tok');
  renderShell('/news');
  localStorage.removeItem(TOKENS_KEY);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY, newValue: null }));
  });
  otherTab.postMessage({ kind: 'parking:logout', tab: 'other', city: 'sevastopol' });
  await waitFor(() => expect(loggedOut).toHaveBeenCalled());
  await waitFor(() => expect(location()).toBe('/'));
  expect(tokenStore.current()).toBeNull();
  expect(callsTo('/api/auth/logout')).toHaveLength(0); // the other tab ended the server session
  sub.unsubscribe();
});

test('TokenExpired on a private page: the session-expired modal once, then login', async () => {
  answers['GET /api/profile/get-profile'] = () => ({ status: 'error', errorName: 'TokenExpired' });
  answers['GET /api/profile/get-balance'] = () => ({ status: 'error', errorName: 'TokenExpired' });
  tokenStore.set('sevastopol', 'private', 'tok');
  renderShell('/profile/parking');
  // A remote's call failing the same way at the same time.
  await act(async () => {
    await apiCall('/profile/get-balance');
  });
  await waitFor(() => expect(location()).toBe('/?modal=session-expired'));
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'Сессия завершена' })).toBeInTheDocument();
  expect(tokenStore.current()).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(location()).toBe('/?modal=login'));
  expect(await screen.findByTestId('remote:mf_auth/LoginModal')).toBeInTheDocument();
});
