/** One source of time for the whole server, so tests can move it (trial expiry, token age). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date): void {
    this.current = date.getTime();
  }
  advanceDays(days: number): void {
    this.current += days * 24 * 60 * 60 * 1000;
  }
}
