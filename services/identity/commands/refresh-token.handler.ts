import { Inject } from '@nestjs/common';
import { AppConfig, CONFIG } from '../../config/config';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TOKENS, TokenService, invalidToken } from '../../platform/auth/token.service';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { sessionDecider } from '../domain/session.decider';
import { TokenPair } from './login.handler';

export class RefreshTokenCommand {
  constructor(
    readonly refreshToken: string,
    readonly context: CommandContext,
  ) {}
}

/** Rotates the refresh token; a reused (already rotated) token revokes its whole family. */
@CommandHandler(RefreshTokenCommand)
export class RefreshTokenHandler implements ICommandHandler<RefreshTokenCommand, TokenPair> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    @Inject(TOKENS) private readonly tokens: TokenService,
    @Inject(IDS) private readonly ids: IdGenerator,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ refreshToken, context }: RefreshTokenCommand): Promise<TokenPair> {
    const claims = this.tokens.verifyRefresh(refreshToken);
    const tokenId = this.ids.uuid();
    const outcome = await this.log.handle(
      streams.session(claims.sid),
      sessionDecider,
      {
        kind: 'RotateRefreshToken',
        presentedTokenId: claims.jti,
        newTokenId: tokenId,
        expiresAt: this.tokens.refreshExpiry(context.time).toISOString(),
        now: context.time,
        graceSeconds: this.config.REFRESH_GRACE_SECONDS,
      },
      { ...context, userId: claims.sub },
    );
    if (outcome.events[0]?.type === 'SessionRevoked') {
      await this.projections.settle(outcome.result);
      throw invalidToken();
    }
    // Nothing decided: the token was rotated a moment ago (another tab); this one gets the current token too.
    const current = outcome.events.length === 0 ? outcome.state.currentTokenId! : tokenId;
    return {
      access: this.tokens.signAccess(claims.sub, claims.sid),
      refresh: this.tokens.signRefresh(claims.sub, claims.sid, current),
    };
  }
}
