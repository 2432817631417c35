import { Observable, Subject } from 'rxjs';
import type { CityConfig, OptionsInfo } from '../contracts';

export type UserType = 'private' | 'corporate';

/** Facts shared between the shell and the remotes, named `domain:pastTense`; payloads stay serialisable. */
export interface BusEvents {
  'session:tokenChanged': { city: string; userType: UserType; token: string | null };
  'session:expired': Record<string, never>;
  'session:loggedIn': { userType: UserType };
  'session:loggedOut': Record<string, never>;
  'city:changed': { city: string };
  'language:changed': { lng: 'ru' | 'en' };
  'options:loaded': { info: OptionsInfo; city: CityConfig };
  'profile:loaded': { profile: unknown | null };
  'profile:changed': { reason: string };
  'parking:sessionEnded': { id: string };
}

export type BusEventName = keyof BusEvents;

/** Events describing current state: a remote mounted later must still learn them. */
export const STATE_LIKE_EVENTS: readonly BusEventName[] = [
  'session:tokenChanged',
  'city:changed',
  'language:changed',
  'options:loaded',
  'profile:loaded',
];

export function isStateLike(type: BusEventName): boolean {
  return STATE_LIKE_EVENTS.includes(type);
}

interface BusState {
  subjects: Map<BusEventName, Subject<unknown>>;
  last: Map<BusEventName, unknown>;
}

// Kept on globalThis so that a second copy of this module (a remote falling back to its own
// build of shared) still talks on the same bus.
const STATE_KEY = Symbol.for('@parking/shared/bus');
function state(): BusState {
  const g = globalThis as unknown as Record<symbol, BusState | undefined>;
  let s = g[STATE_KEY];
  if (!s) {
    s = { subjects: new Map(), last: new Map() };
    g[STATE_KEY] = s;
  }
  return s;
}

function subjectOf(type: BusEventName): Subject<unknown> {
  const { subjects } = state();
  let subject = subjects.get(type);
  if (!subject) {
    subject = new Subject<unknown>();
    subjects.set(type, subject);
  }
  return subject;
}

export const bus = {
  emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void {
    state().last.set(type, payload);
    subjectOf(type).next(payload);
  },

  /** State-like events replay their last value on subscribe; the others only deliver new ones. */
  on<K extends BusEventName>(type: K): Observable<BusEvents[K]> {
    return new Observable<BusEvents[K]>((subscriber) => {
      const { last } = state();
      if (isStateLike(type) && last.has(type)) subscriber.next(last.get(type) as BusEvents[K]);
      return subjectOf(type).subscribe((value) => subscriber.next(value as BusEvents[K]));
    });
  },

  /** The last payload emitted for the event (any event, state-like or not). */
  last<K extends BusEventName>(type: K): BusEvents[K] | undefined {
    return state().last.get(type) as BusEvents[K] | undefined;
  },

  /** Forgets the remembered values; live subscriptions stay. For tests. */
  reset(): void {
    state().last.clear();
  },
};
