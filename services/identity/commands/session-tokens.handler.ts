import { Inject } from '@nestjs/common';
import { AppConfig, CONFIG } from '../../config/config';
import { TOKENS, TokenService } from '../../platform/auth/token.service';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { EventLog } from '../../platform/event-store/event-log.service';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';

/** What signing in and refreshing answer: a refresh token of the session's family and an access token. */
export interface TokenPair {
  refresh: string;
  access: string;
}

/**
 * The handlers that answer with a session's tokens (sign-in starts a session, refresh rotates its token): what
 * they need, and the one way a pair is signed.
 */
export abstract class SessionTokensHandler {
  constructor(
    protected readonly log: EventLog,
    protected readonly projections: ProjectionLifecycle,
    @Inject(TOKENS) protected readonly tokens: TokenService,
    @Inject(IDS) protected readonly ids: IdGenerator,
    @Inject(CONFIG) protected readonly config: AppConfig,
  ) {}

  /** The pair for a session whose current refresh token is `tokenId`. */
  protected pair(userId: string, sessionId: string, tokenId: string): TokenPair {
    return { refresh: this.tokens.signRefresh(userId, sessionId, tokenId), access: this.tokens.signAccess(userId, sessionId) };
  }
}
