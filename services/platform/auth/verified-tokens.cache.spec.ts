import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens.cache';

const token = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('VerifiedTokens', () => {
  it('knows only tokens it was told were verified, until the second of their exp', () => {
    const tokens = new VerifiedTokens();
    const t = token({ sub: 'u', sid: 's', typ: 'access', exp: 1_000 });
    expect(tokens.get(t, 0)).toBeUndefined();
    tokens.remember(t);
    expect(tokens.get(t, 999_999)).toEqual({ sub: 'u', sid: 's', typ: 'access', exp: 1_000 });
    expect(tokens.get(t, 1_000_000)).toBeUndefined();
    // Once expired it is gone, even if the clock went back.
    expect(tokens.get(t, 0)).toBeUndefined();
  });

  it('ignores tokens without a numeric exp or with an unreadable payload', () => {
    const tokens = new VerifiedTokens();
    for (const t of [token({ sub: 'u' }), token({ exp: '1000' }), 'not-a-jwt', 'a.%%%.b']) {
      tokens.remember(t);
      expect(tokens.get(t, 0)).toBeUndefined();
    }
  });
});
