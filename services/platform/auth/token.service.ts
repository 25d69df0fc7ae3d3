import { KeyObject, createSecretKey, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AppConfig } from '../../config/config';
import { DomainError } from '../errors/domain.errors';
import { PLATFORM } from '../errors/platform.errors';

/** Only HS256 is accepted: `alg: none` and algorithm-confusion tokens are refused. */
export const JWT_ALGORITHM = 'HS256' as const;

export interface AccessClaims {
  sub: string;
  sid: string;
  typ: 'access';
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface RefreshClaims {
  sub: string;
  sid: string;
  jti: string;
  typ: 'refresh';
  exp: number;
}

export const INVALID_TOKEN = 'Given token not valid for any token type';

/** Signs and checks the access (short) and refresh (long, rotated) tokens. */
export class TokenService {
  /** The secret as a KeyObject for verifying: given a string, jsonwebtoken tries to parse a public key first on every call. */
  private readonly verifyKey: KeyObject;

  constructor(private readonly config: Pick<AppConfig, 'jwtSecret' | 'ACCESS_TOKEN_TTL' | 'REFRESH_TOKEN_TTL'>) {
    this.verifyKey = createSecretKey(Buffer.from(config.jwtSecret));
  }

  signAccess(userId: string, sessionId: string): string {
    return jwt.sign({ sid: sessionId, typ: 'access' }, this.config.jwtSecret, {
      algorithm: JWT_ALGORITHM,
      subject: userId,
      expiresIn: this.config.ACCESS_TOKEN_TTL,
      jwtid: randomUUID(),
    });
  }

  signRefresh(userId: string, sessionId: string, tokenId: string): string {
    return jwt.sign({ sid: sessionId, typ: 'refresh' }, this.config.jwtSecret, {
      algorithm: JWT_ALGORITHM,
      subject: userId,
      expiresIn: this.config.REFRESH_TOKEN_TTL,
      jwtid: tokenId,
    });
  }

  refreshExpiry(now: Date): Date {
    return new Date(now.getTime() + this.config.REFRESH_TOKEN_TTL * 1000);
  }

  verifyAccess(token: string): AccessClaims {
    const claims = this.verify(token);
    if (claims.typ !== 'access' || typeof claims.sid !== 'string') throw invalidToken();
    return claims as unknown as AccessClaims;
  }

  verifyRefresh(token: string): RefreshClaims {
    const claims = this.verify(token);
    if (claims.typ !== 'refresh' || typeof claims.sid !== 'string' || typeof claims.jti !== 'string') {
      throw invalidToken();
    }
    return claims as unknown as RefreshClaims;
  }

  private verify(token: string): jwt.JwtPayload {
    try {
      const claims = jwt.verify(token, this.verifyKey, { algorithms: [JWT_ALGORITHM] });
      if (typeof claims === 'string' || typeof claims.sub !== 'string') throw invalidToken();
      return claims;
    } catch {
      throw invalidToken();
    }
  }
}

export function invalidToken(): DomainError {
  return new DomainError('unauthorized', PLATFORM.AUTH_INVALID_TOKEN, INVALID_TOKEN);
}

export const TOKENS = Symbol('TOKENS');
