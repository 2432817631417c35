// Rows that anyone can create without an account (a captcha for every GET /api/auth/captcha, a
// login attempt for every try) are bounded by age: a timer of the accounts module deletes expired
// captcha challenges, login attempts older than any rule reads and expired pending passwords.
// The timer is unref()'d (it never keeps the process alive) and stopped when the app closes.
import type { CaptchaService } from '../captcha/service';
import { DAY, MINUTE, type Clock } from './clock';
import type { AccountsRepository } from './repository';
import { LOGIN_WINDOW_MS } from './service';

/** Kept well past the brute-force window (15 minutes), which is all the login rules read. */
export const LOGIN_ATTEMPTS_KEEP_MS = DAY;
export const SWEEP_INTERVAL_MS = 10 * MINUTE;

export interface SweepResult {
  captchas: number;
  loginAttempts: number;
  pendingPasswords: number;
}

export class AuthHousekeeping {
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private waiters: ((result: SweepResult) => void)[] = [];

  constructor(
    private readonly repo: AccountsRepository,
    private readonly captcha: CaptchaService,
    private readonly clock: Clock,
    private readonly intervalMs: number = SWEEP_INTERVAL_MS,
  ) {
    if (LOGIN_ATTEMPTS_KEEP_MS <= LOGIN_WINDOW_MS)
      throw new Error('login attempts must outlive the brute-force window');
  }

  async sweep(): Promise<SweepResult> {
    const now = this.clock.now();
    return {
      captchas: await this.captcha.deleteExpired(now),
      loginAttempts: await this.repo.deleteLoginAttemptsBefore(
        new Date(now.getTime() - LOGIN_ATTEMPTS_KEEP_MS),
      ),
      pendingPasswords: await this.repo.deleteExpiredPendingPasswords(now),
    };
  }

  /** Sweeps every interval; a failed sweep is reported and the next one tries again. */
  start(onError: (error: unknown) => void): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.inFlight) return; // a slow sweep is not stacked
      // only those who asked before this sweep began get its result: one already under way may have
      // read the clock before they changed anything
      const waiting = this.waiters.splice(0);
      this.inFlight = this.sweep()
        .then((result) => waiting.forEach((resolve) => resolve(result)))
        .catch(onError)
        .finally(() => {
          this.inFlight = null;
        });
    }, this.intervalMs);
    this.timer.unref();
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** Tests: resolves with the result of the next timed sweep that begins after this call. */
  nextSweep(): Promise<SweepResult> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Stops the timer and waits for a sweep under way (the database closes after this). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.inFlight;
  }
}
