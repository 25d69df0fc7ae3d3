import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TOKENS, TokenService, invalidToken } from '../../platform/auth/token.service';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { sessionDecider } from '../domain/session.decider';

export class LogoutCommand {
  constructor(
    readonly userId: string,
    readonly refreshToken: string,
    readonly context: CommandContext,
  ) {}
}

/** Revokes the session of the given refresh token: it and every access token of the session stop working. */
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand> {
  constructor(
    private readonly commands: SettledLog,
    @Inject(TOKENS) private readonly tokens: TokenService,
  ) {}

  async execute({ userId, refreshToken, context }: LogoutCommand): Promise<void> {
    const claims = this.tokens.verifyRefresh(refreshToken);
    if (claims.sub !== userId) throw invalidToken();
    await this.commands.handle(streams.session(claims.sid), sessionDecider, { kind: 'RevokeSession', reason: 'logout', userId }, context);
  }
}
