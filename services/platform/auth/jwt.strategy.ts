import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig, CONFIG } from '../../config/config';
import { RevokedSessions } from './revoked-sessions.port';
import { JWT_ALGORITHM } from './token.service';
import { TokenPayload, VerifiedTokens } from './verified-tokens.cache';

/** The signed-in user a request acts as. */
export interface AuthUser {
  id: string;
  /** '' when the request came with an API key. */
  sessionId: string;
  /** Set when the request came with an API key (`platform/auth/api-key.authenticator.ts`). */
  apiKey?: { id: string; scopes: string[] };
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  /** Tokens this strategy has verified (see JwtAuthGuard). */
  readonly verified = new VerifiedTokens();

  constructor(
    @Inject(CONFIG) config: AppConfig,
    private readonly revokedSessions: RevokedSessions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject: given a string, jsonwebtoken first tries (and fails) to parse it as a public key on every request.
      // (passport-jwt hands it to jwt.verify unchanged; its typings only list string and Buffer.)
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /** A refresh token is not an access token, and a revoked session's access tokens stop working at once. */
  async validate(payload: TokenPayload): Promise<AuthUser | false> {
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return false;
    if (await this.revokedSessions.isRevoked(payload.sid)) return false;
    return { id: payload.sub, sessionId: payload.sid };
  }
}
