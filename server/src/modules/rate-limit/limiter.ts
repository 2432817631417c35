// A small in-memory sliding-window limiter for unauthenticated calls that create rows (guest
// tokens, guest payments), keyed by client address. One process only: enough for one server; a
// cluster would need a shared store. Limits come from the owning module's constructor.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/envelope';

export interface LimitOptions {
  /** How many calls one key may make within `windowMs`. */
  limit: number;
  windowMs: number;
  /** Keys kept at most; beyond it idle keys are swept, then the oldest dropped (bounded memory). */
  maxKeys?: number;
  now?: () => number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the next call would be allowed (0 when allowed). */
  retryAfterS: number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(private readonly options: LimitOptions) {
    if (!(options.limit >= 1) || !(options.windowMs >= 1))
      throw new Error('rate limit: limit and windowMs must be positive');
    this.maxKeys = options.maxKeys ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Counts a call of `key` when allowed; a refused call is not counted (retrying does not extend the wait). */
  hit(key: string): LimitVerdict {
    const now = this.now();
    const recent = this.recent(key, now);
    if (recent.length >= this.options.limit) {
      return {
        allowed: false,
        retryAfterS: Math.max(1, Math.ceil((recent[0]! + this.options.windowMs - now) / 1000)),
      };
    }
    recent.push(now);
    this.hits.delete(key); // re-inserted last: Map order is then least recently used first
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.sweep(now);
    return { allowed: true, retryAfterS: 0 };
  }

  /** Keys currently remembered (tests). */
  get size(): number {
    return this.hits.size;
  }

  // Calls within the window; a clock that moved back drops the 'future' ones rather than blocking.
  private recent(key: string, now: number): number[] {
    const from = now - this.options.windowMs;
    return (this.hits.get(key) ?? []).filter((at) => at > from && at <= now);
  }

  private sweep(now: number): void {
    for (const key of [...this.hits.keys()])
      if (this.recent(key, now).length === 0) this.hits.delete(key);
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}

/** Refuses the request with 429 TooManyRequests (and Retry-After) when its address is over the limit. */
export function enforceLimit(
  limiter: SlidingWindowLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const verdict = limiter.hit(request.ip || 'unknown');
  if (verdict.allowed) return;
  void reply.header('retry-after', String(verdict.retryAfterS));
  throw new AppError('TooManyRequests', 429, 'Too many requests from this address', {
    retryAfter: verdict.retryAfterS,
  });
}
