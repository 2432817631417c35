import { bus } from '@parking/shared/bus';
import { announceLogout, getCity, tokenStore } from '@parking/shared/session';
import { logoutCall } from '../api/corporate';

/** Corporate logout: the server first (while the token is known), then forget it whatever the answer. */
export async function corporateLogout(): Promise<void> {
  await logoutCall();
  const city = getCity();
  if (city) tokenStore.set(city, 'corporate', null);
  announceLogout();
  bus.emit('session:loggedOut', {});
}
