import { RecentCache } from '../cache/recent.cache';

/** A JWT payload as our tokens carry it. */
export interface TokenPayload {
  sub?: unknown;
  sid?: unknown;
  typ?: unknown;
  exp?: unknown;
}

const LIMIT = 10_000;

/**
 * Access tokens whose signature and claims passport-jwt has verified, with their payloads, until they
 * expire: a client sends the same token for minutes, and verifying it again (HMAC, base64, JSON, claim
 * checks) was about 6% of a command's CPU. Only verified tokens enter; revocation is not cached (the
 * strategy's `validate` still reads the session on every request).
 */
export class VerifiedTokens {
  private readonly payloads = new RecentCache<string, TokenPayload & { exp: number }>(LIMIT);

  /** The payload of a token verified before and not expired now, or undefined. */
  get(token: string, nowMs = Date.now()): TokenPayload | undefined {
    const payload = this.payloads.get(token);
    if (!payload) return undefined;
    // jsonwebtoken's rule: expired from the second `exp` on.
    if (nowMs / 1000 >= payload.exp) {
      this.payloads.delete(token);
      return undefined;
    }
    return payload;
  }

  /** Records a token that was just verified (its payload is read from the token itself). */
  remember(token: string): void {
    let payload: TokenPayload;
    try {
      payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as TokenPayload;
    } catch {
      return;
    }
    if (typeof payload.exp !== 'number') return;
    this.payloads.set(token, payload as TokenPayload & { exp: number });
  }
}
