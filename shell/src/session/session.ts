import { apiCall, isOk, REQUEST_ERROR_MESSAGE, type ApiResponse } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { announceLogout, tokenStore, type CurrentSession } from '@parking/shared/session';

// The token whose profile is loaded (or loading): the profile is loaded once per login.
let profileFor: string | null = null;

// A TokenExpired not yet answered by the visitor. The guard of a private page reads it: the
// token and the URL change in separate renders, and the guard must not swap the session-expired
// modal for the login modal.
let expiredPending = false;
bus.on('session:expired').subscribe(() => {
  expiredPending = true;
});

// The page a logout left (pathname as the router sees it). The guard of that page goes home
// plainly: the token and the URL change in separate renders, and the login modal would greet
// someone who just chose to leave (spec: logout returns to '/').
let loggedOutFrom: string | null = null;

// A new login answers both.
bus.on('session:tokenChanged').subscribe(({ token }) => {
  if (!token) return;
  expiredPending = false;
  loggedOutFrom = null;
});

export function noteLogoutFrom(pathname: string): void {
  loggedOutFrom = pathname;
}

/** Did a logout just leave this page? */
export function isLeftByLogout(pathname: string): boolean {
  return loggedOutFrom === pathname;
}

/** The visitor is elsewhere now: a later visit to the page asks for the login again. */
export function forgetLogoutUnlessOn(pathname: string): void {
  if (loggedOutFrom !== pathname) loggedOutFrom = null;
}

export function isExpiryPending(): boolean {
  return expiredPending;
}

/** The session-expired modal was answered. */
export function clearExpiryPending(): void {
  expiredPending = false;
}

/** For tests. */
export function resetSessionStateForTests(): void {
  profileFor = null;
  expiredPending = false;
  loggedOutFrom = null;
}

/**
 * Answers that say nothing about the session: the profile API missing (another team builds it),
 * a network failure, a server fault or a rate limit. TokenExpired has its own modal already.
 */
const NOT_ABOUT_THE_SESSION = new Set([
  'NotFound',
  'MethodNotAllowed',
  'TooManyRequests',
  'UnknownError',
  'TokenExpired',
]);

function endsSession(response: ApiResponse<unknown>): boolean {
  if (response.status !== 'error') return false;
  if (response.errorMessage === REQUEST_ERROR_MESSAGE) return false;
  return !NOT_ABOUT_THE_SESSION.has(response.errorName);
}

/**
 * Ends the current session: the server call (not awaited before the local part, so the page
 * reacts at once), the token, the other tabs, the bus. The shell goes home on session:loggedOut.
 */
export async function logout(): Promise<void> {
  const session = tokenStore.current();
  if (!session) return;
  // The token travels explicitly: it is gone from the store a moment later.
  const ended = apiCall('/auth/logout', {
    method: 'POST',
    token: 'none',
    body: { token: session.token },
  });
  tokenStore.set(session.city, session.userType, null);
  profileFor = null;
  announceLogout();
  bus.emit('session:loggedOut', {});
  bus.emit('profile:loaded', { profile: null });
  await ended;
}

/** Another tab logged out: its token change reaches this tab through storage; say it here too. */
export function loggedOutElsewhere(): void {
  profileFor = null;
  bus.emit('session:loggedOut', {});
  bus.emit('profile:loaded', { profile: null });
}

/**
 * GET the profile of the session (private or corporate) once per token, or again when forced;
 * announces it as profile:loaded. A profile answer carrying an errorName about the session logs
 * the user out (a corporate one out of the corporate session).
 */
export async function loadProfile(session: CurrentSession, { force = false } = {}): Promise<void> {
  if (!force && profileFor === session.token) return;
  profileFor = session.token;
  const path =
    session.userType === 'corporate' ? '/corp-profile/get-profile' : '/profile/get-profile';
  const response = await apiCall<unknown>(path, { userType: session.userType });
  // Logged out or another login meanwhile: this answer is stale.
  if (tokenStore.current()?.token !== session.token) return;
  if (isOk(response)) {
    bus.emit('profile:loaded', { profile: response.result });
    return;
  }
  if (endsSession(response)) {
    console.warn(`profile answered ${response.errorName}: logging out`);
    await logout();
    return;
  }
  // Unavailable for now (not deployed, offline): keep the session, try again on the next change.
  profileFor = null;
  console.warn(`profile could not be loaded: ${response.errorName}`);
}

/** The session ended without a logout here (expired token, another tab): forget its profile. */
export function forgetProfile(): void {
  if (profileFor === null) return;
  profileFor = null;
  bus.emit('profile:loaded', { profile: null });
}
