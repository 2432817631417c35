// Time is a dependency of the accounts module: sessions, codes, captchas and brute-force windows
// all read this clock, so tests can move it instead of waiting (app.authModule.clock.advance()).
export interface Clock {
  now(): Date;
}

export class AppClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Tests only: moves the module's time forward (or back with a negative value). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
