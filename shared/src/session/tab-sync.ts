import type { UserType } from '../bus/bus';
import { getCity } from './city';
import { CHANNEL_NAME } from './keys';

type TabMessage =
  | { kind: 'parking:login'; tab: string; city: string | null; userType: UserType }
  | { kind: 'parking:logout'; tab: string; city: string | null };

// Lets a tab ignore its own broadcasts even when two channel instances live in it.
const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

let listening: BroadcastChannel | null = null;

function channelAvailable(): boolean {
  return typeof BroadcastChannel !== 'undefined';
}

function post(message: TabMessage): void {
  if (!channelAvailable()) return;
  if (listening) {
    listening.postMessage(message);
    return;
  }
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage(message);
  channel.close();
}

function isTabMessage(data: unknown): data is TabMessage {
  if (!data || typeof data !== 'object') return false;
  const kind = (data as { kind?: unknown }).kind;
  return kind === 'parking:login' || kind === 'parking:logout';
}

/**
 * Listens to login and logout in other tabs of the same city (tokens are per city, so another
 * city's session means nothing here). Returns the function that stops listening.
 */
export function startTabSync(handlers: {
  onLogin(userType: UserType): void;
  onLogout(): void;
}): () => void {
  if (!channelAvailable()) return () => undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  listening = channel;
  channel.onmessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!isTabMessage(data) || data.tab === TAB_ID) return;
    if (data.city !== getCity()) return;
    if (data.kind === 'parking:login') handlers.onLogin(data.userType);
    else handlers.onLogout();
  };
  return () => {
    channel.onmessage = null;
    channel.close();
    if (listening === channel) listening = null;
  };
}

export function announceLogin(userType: UserType): void {
  post({ kind: 'parking:login', tab: TAB_ID, city: getCity(), userType });
}

export function announceLogout(): void {
  post({ kind: 'parking:logout', tab: TAB_ID, city: getCity() });
}
