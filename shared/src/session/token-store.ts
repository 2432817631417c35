import { bus, type UserType } from '../bus/bus';
import { getCity } from './city';
import { CITY_KEY, TOKENS_KEY } from './keys';
import { readItem, writeItem } from './storage';

type CityTokens = Partial<Record<UserType, string>>;
type TokenMap = Record<string, CityTokens>;

const USER_TYPES: readonly UserType[] = ['private', 'corporate'];

function parse(raw: string | null): TokenMap {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const map: TokenMap = {};
    for (const [city, entry] of Object.entries(value as Record<string, unknown>)) {
      if (!entry || typeof entry !== 'object') continue;
      const tokens: CityTokens = {};
      for (const userType of USER_TYPES) {
        const token = (entry as Record<string, unknown>)[userType];
        if (typeof token === 'string' && token) tokens[userType] = token;
      }
      map[city] = tokens;
    }
    return map;
  } catch {
    return {};
  }
}

// In-memory view, so a failing localStorage still keeps this tab logged in.
let tokens: TokenMap | null = null;

function view(): TokenMap {
  if (!tokens) tokens = parse(readItem('localStorage', TOKENS_KEY));
  return tokens;
}

function persist(): void {
  const map = view();
  const compact: TokenMap = {};
  for (const [city, entry] of Object.entries(map))
    if (entry.private || entry.corporate) compact[city] = entry;
  writeItem(
    'localStorage',
    TOKENS_KEY,
    Object.keys(compact).length ? JSON.stringify(compact) : null,
  );
}

export const tokenStore = {
  get(city: string, userType: UserType): string | null {
    return view()[city]?.[userType] ?? null;
  },

  /** Emits session:tokenChanged when the value actually changes (a refresh to the same token is quiet). */
  set(city: string, userType: UserType, token: string | null): void {
    const map = view();
    const previous = map[city]?.[userType] ?? null;
    const next = token || null;
    if (previous === next) return;
    const entry = { ...map[city] };
    if (next) entry[userType] = next;
    else delete entry[userType];
    map[city] = entry;
    persist();
    bus.emit('session:tokenChanged', { city, userType, token: next });
  },

  /** The token of the chosen city; a corporate token wins when both exist. */
  current(): { city: string; userType: UserType; token: string } | null {
    const city = getCity();
    if (!city) return null;
    const entry = view()[city];
    if (entry?.corporate) return { city, userType: 'corporate', token: entry.corporate };
    if (entry?.private) return { city, userType: 'private', token: entry.private };
    return null;
  },

  clear(city: string): void {
    for (const userType of USER_TYPES) tokenStore.set(city, userType, null);
  },
};

/** Another tab wrote the tokens: take its view and tell this tab's subscribers what changed. */
function onStorage(event: StorageEvent): void {
  if (event.key === null) {
    // storage.clear() in another tab
    applyExternal({});
    return;
  }
  if (event.key === TOKENS_KEY) applyExternal(parse(event.newValue));
  else if (event.key === CITY_KEY && event.newValue)
    bus.emit('city:changed', { city: event.newValue });
}

function applyExternal(next: TokenMap): void {
  const previous = view();
  tokens = next;
  const cities = new Set([...Object.keys(previous), ...Object.keys(next)]);
  for (const city of cities) {
    for (const userType of USER_TYPES) {
      const before = previous[city]?.[userType] ?? null;
      const after = next[city]?.[userType] ?? null;
      if (before !== after) bus.emit('session:tokenChanged', { city, userType, token: after });
    }
  }
}

if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

/** Drops the in-memory view so the next read comes from storage. For tests. */
export function resetTokenStoreForTests(): void {
  tokens = null;
}
