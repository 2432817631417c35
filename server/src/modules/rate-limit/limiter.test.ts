import { SlidingWindowLimiter } from './limiter';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms), set: (at: number) => (now = at) };
}

test('allows `limit` calls per key within the window, refuses the next with the wait in seconds', () => {
  const c = clock();
  const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000, now: c.now });
  expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
  c.advance(10_000);
  expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterS: 50 });
  // another address has its own budget
  expect(limiter.hit('b').allowed).toBe(true);
});

test('the window slides: each old call frees one slot when it leaves the window; refusals are not counted', () => {
  const c = clock();
  const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 1_000, now: c.now });
  limiter.hit('a');
  c.advance(600);
  limiter.hit('a');
  for (let i = 0; i < 5; i++) expect(limiter.hit('a').allowed).toBe(false);
  c.advance(401); // the first call is 1001 ms old
  expect(limiter.hit('a').allowed).toBe(true);
  expect(limiter.hit('a').allowed).toBe(false);
  c.advance(600); // the second is gone too
  expect(limiter.hit('a').allowed).toBe(true);
});

test('a clock moved back does not block an address forever', () => {
  const c = clock();
  const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 60_000, now: c.now });
  limiter.hit('a');
  c.set(500_000);
  expect(limiter.hit('a').allowed).toBe(true);
});

test('memory stays bounded: idle keys are swept, then the least recently used dropped', () => {
  const c = clock();
  const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 1_000, now: c.now, maxKeys: 3 });
  for (const key of ['a', 'b', 'c']) limiter.hit(key);
  c.advance(2_000);
  limiter.hit('d');
  limiter.hit('e');
  expect(limiter.size).toBe(2); // a, b, c had no call left in the window
  limiter.hit('f');
  limiter.hit('g');
  expect(limiter.size).toBe(3);
  expect(limiter.hit('g').allowed).toBe(false); // the newest keys are the ones kept
});

test('refuses nonsense limits', () => {
  expect(() => new SlidingWindowLimiter({ limit: 0, windowMs: 1_000 })).toThrow();
  expect(() => new SlidingWindowLimiter({ limit: 1, windowMs: 0 })).toThrow();
});
