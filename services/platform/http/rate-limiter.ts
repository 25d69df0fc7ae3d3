import { RateLimited } from '../errors/domain-error';

/**
 * Fixed-window counter per key (for example an IP), in this process. It protects the sign-in endpoints
 * from brute force; per-address limits live in the OTP stream itself, so they hold across processes.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for `key`; throws RateLimited when over the limit. */
  hit(key: string): void {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    w.count += 1;
    if (w.count > this.limit) throw new RateLimited(Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000)));
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}
