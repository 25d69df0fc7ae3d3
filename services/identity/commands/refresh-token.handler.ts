import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { invalidToken } from '../../platform/auth/token.service';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { sessionDecider } from '../domain/session.decider';
import { SessionTokensHandler, TokenPair } from './session-tokens.handler';

export class RefreshTokenCommand {
  constructor(
    readonly refreshToken: string,
    readonly context: CommandContext,
  ) {}
}

/** Rotates the refresh token; a reused (already rotated) token revokes its whole family. */
@CommandHandler(RefreshTokenCommand)
export class RefreshTokenHandler extends SessionTokensHandler implements ICommandHandler<RefreshTokenCommand, TokenPair> {
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
    return this.pair(claims.sub, claims.sid, current);
  }
}
