export { tokenStore } from './token-store';
export { getCity, setCity } from './city';
export { startTabSync, announceLogin, announceLogout } from './tab-sync';
export { storeReturnAddress, takeReturnAddress } from './return-address';
export { useCurrentSession, useCity, type CurrentSession } from './use-session';
export { CITY_KEY, TOKENS_KEY, RETURN_TO_KEY, CHANNEL_NAME } from './keys';
export type { UserType } from '../bus/bus';
