import { bus } from '@parking/shared/bus';
import { announceLogout, getCity, tokenStore } from '@parking/shared/session';
import { logoutCall } from '../api/profile';

/**
 * Ends the session: tells the server (while the token is still known), then forgets the token
 * whatever the answer, tells other tabs, and lets the shell return to '/'.
 */
export async function logout(): Promise<void> {
  await logoutCall();
  const city = getCity();
  if (city) tokenStore.clear(city);
  announceLogout();
  bus.emit('session:loggedOut', {});
}
