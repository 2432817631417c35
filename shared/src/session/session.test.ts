import { bus, type BusEvents } from '../bus';
import {
  CHANNEL_NAME,
  getCity,
  RETURN_TO_KEY,
  setCity,
  storeReturnAddress,
  takeReturnAddress,
  tokenStore,
  TOKENS_KEY,
} from './index';
import { resetTokenStoreForTests } from './token-store';

type TokenEvent = BusEvents['session:tokenChanged'];

function tokenEvents(): { events: TokenEvent[]; stop(): void } {
  const events: TokenEvent[] = [];
  let replayed = bus.last('session:tokenChanged') !== undefined;
  const sub = bus.on('session:tokenChanged').subscribe((e) => {
    if (replayed)
      replayed = false; // skip the replay of an earlier test's value
    else events.push(e);
  });
  return { events, stop: () => sub.unsubscribe() };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetTokenStoreForTests();
  bus.reset();
});

describe('city', () => {
  it('is kept in localStorage and announced', () => {
    const seen: string[] = [];
    const sub = bus.on('city:changed').subscribe(({ city }) => seen.push(city));
    expect(getCity()).toBeNull();
    setCity('rostov');
    sub.unsubscribe();
    expect(getCity()).toBe('rostov');
    expect(localStorage.getItem('parking:city')).toBe('rostov');
    expect(seen).toEqual(['rostov']);
  });
});

describe('tokenStore', () => {
  it('keeps tokens by city and user type in parking:tokens', () => {
    tokenStore.set('sevastopol', 'private', 'p-sev');
    tokenStore.set('rostov', 'private', 'p-ros');
    tokenStore.set('sevastopol', 'corporate', 'c-sev');
    expect(tokenStore.get('sevastopol', 'private')).toBe('p-sev');
    expect(tokenStore.get('rostov', 'private')).toBe('p-ros');
    expect(tokenStore.get('rostov', 'corporate')).toBeNull();
    expect(JSON.parse(localStorage.getItem(TOKENS_KEY) ?? '{}')).toEqual({
      sevastopol: { private: 'p-sev', corporate: 'c-sev' },
      rostov: { private: 'p-ros' },
    });
  });

  it('emits tokenChanged on a change and stays quiet on the same value', () => {
    const { events, stop } = tokenEvents();
    tokenStore.set('sevastopol', 'private', 'a');
    tokenStore.set('sevastopol', 'private', 'a');
    tokenStore.set('sevastopol', 'private', null);
    stop();
    expect(events).toEqual([
      { city: 'sevastopol', userType: 'private', token: 'a' },
      { city: 'sevastopol', userType: 'private', token: null },
    ]);
  });

  it('current() reads the chosen city, corporate winning over private', () => {
    tokenStore.set('sevastopol', 'private', 'p');
    expect(tokenStore.current()).toBeNull(); // no city chosen
    setCity('sevastopol');
    expect(tokenStore.current()).toEqual({ city: 'sevastopol', userType: 'private', token: 'p' });
    tokenStore.set('sevastopol', 'corporate', 'c');
    expect(tokenStore.current()).toEqual({ city: 'sevastopol', userType: 'corporate', token: 'c' });
    setCity('rostov');
    expect(tokenStore.current()).toBeNull(); // a token works only in its own city
  });

  it('clear(city) removes both tokens of that city only', () => {
    tokenStore.set('sevastopol', 'private', 'p');
    tokenStore.set('sevastopol', 'corporate', 'c');
    tokenStore.set('rostov', 'private', 'r');
    tokenStore.clear('sevastopol');
    expect(tokenStore.get('sevastopol', 'private')).toBeNull();
    expect(tokenStore.get('sevastopol', 'corporate')).toBeNull();
    expect(tokenStore.get('rostov', 'private')).toBe('r');
    expect(JSON.parse(localStorage.getItem(TOKENS_KEY) ?? '{}')).toEqual({
      rostov: { private: 'r' },
    });
  });

  it('reads tokens another tab stored and follows its storage events', () => {
    localStorage.setItem(TOKENS_KEY, JSON.stringify({ sevastopol: { private: 'from-before' } }));
    expect(tokenStore.get('sevastopol', 'private')).toBe('from-before');

    const { events, stop } = tokenEvents();
    const next = JSON.stringify({ sevastopol: { corporate: 'other-tab' } });
    localStorage.setItem(TOKENS_KEY, next);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY, newValue: next }));
    stop();

    expect(tokenStore.get('sevastopol', 'private')).toBeNull();
    expect(tokenStore.get('sevastopol', 'corporate')).toBe('other-tab');
    expect(events).toEqual(
      expect.arrayContaining([
        { city: 'sevastopol', userType: 'private', token: null },
        { city: 'sevastopol', userType: 'corporate', token: 'other-tab' },
      ]),
    );
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(TOKENS_KEY, '{not json');
    expect(tokenStore.get('sevastopol', 'private')).toBeNull();
    tokenStore.set('sevastopol', 'private', 'fresh');
    expect(tokenStore.get('sevastopol', 'private')).toBe('fresh');
  });
});

describe('return address', () => {
  it('stores the current page and gives it back once', () => {
    window.history.pushState({}, '', '/profile/parking?modal=refill#top');
    storeReturnAddress();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/profile/parking?modal=refill#top');
    expect(takeReturnAddress()).toBe('/profile/parking?modal=refill#top');
    expect(takeReturnAddress()).toBeNull();
  });

  it('refuses an address that would leave the site', () => {
    sessionStorage.setItem(RETURN_TO_KEY, '//evil.example/x');
    expect(takeReturnAddress()).toBeNull();
  });
});

it('uses the documented channel name', () => {
  expect(CHANNEL_NAME).toBe('parking-portal');
});
