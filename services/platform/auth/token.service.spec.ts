import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { TokenService } from './token.service';

const secret = 'unit-test-secret-unit-test-secret-0123456789';
const tokens = new TokenService({ jwtSecret: secret, ACCESS_TOKEN_TTL: 300, REFRESH_TOKEN_TTL: 86_400 });

describe('tokens', () => {
  it('access tokens live 5 minutes, refresh tokens 24 hours, both HS256', () => {
    const access = jwt.decode(tokens.signAccess('u1', 's1'), { complete: true })!;
    const refresh = jwt.decode(tokens.signRefresh('u1', 's1', 't1'), { complete: true })!;
    expect(access.header.alg).toBe('HS256');
    const a = access.payload as jwt.JwtPayload;
    const r = refresh.payload as jwt.JwtPayload;
    expect(a.exp! - a.iat!).toBe(300);
    expect(r.exp! - r.iat!).toBe(86_400);
    expect(a).toMatchObject({ sub: 'u1', sid: 's1', typ: 'access' });
    expect(r).toMatchObject({ sub: 'u1', sid: 's1', typ: 'refresh', jti: 't1' });
  });

  it('keeps the two kinds apart', () => {
    expect(() => tokens.verifyAccess(tokens.signRefresh('u1', 's1', 't1'))).toThrow();
    expect(() => tokens.verifyRefresh(tokens.signAccess('u1', 's1'))).toThrow();
    expect(tokens.verifyAccess(tokens.signAccess('u1', 's1')).sub).toBe('u1');
  });

  it('refuses other algorithms, other secrets and unsigned tokens', () => {
    const other = jwt.sign({ sub: 'u1', sid: 's1', typ: 'access' }, secret, { algorithm: 'HS384' });
    expect(() => tokens.verifyAccess(other)).toThrow();
    const forged = jwt.sign({ sub: 'u1', sid: 's1', typ: 'access' }, `${secret}x`, { algorithm: 'HS256' });
    expect(() => tokens.verifyAccess(forged)).toThrow();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"u1","sid":"s1","typ":"access"}').toString('base64url')}.`;
    expect(() => tokens.verifyAccess(unsigned)).toThrow();
  });
});
