import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/errors/domain.errors';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { INVALID_CODE, otpDecider } from '../domain/otp.decider';
import { sessionDecider } from '../domain/session.decider';
import { emailClaimDecider, userDecider } from '../domain/user.decider';
import { IDENTITY } from '../domain/identity.errors';
import { SessionTokensHandler, TokenPair } from './session-tokens.handler';

export class LoginCommand {
  constructor(
    readonly email: string,
    readonly otp: string,
    readonly ip: string,
    readonly context: CommandContext,
  ) {}
}

export type { TokenPair };

/**
 * Signs in with a one-time code. The first sign-in of an address creates the account (the e-mail claim
 * stream makes that happen once even when two sign-ins race). Starts a refresh-token family.
 */
@CommandHandler(LoginCommand)
export class LoginHandler extends SessionTokensHandler implements ICommandHandler<LoginCommand, TokenPair> {
  async execute({ email, otp, ip, context }: LoginCommand): Promise<TokenPair> {
    const claim = await this.log.load(streams.userEmail(email), emailClaimDecider.evolve, emailClaimDecider.initialState);
    let userId = claim.state.userId ?? this.ids.uuid();

    const verified = await this.log.handle(
      streams.otp(email),
      otpDecider,
      { kind: 'VerifyOtp', code: otp, ip, now: context.time, maxAttempts: this.config.OTP_MAX_ATTEMPTS, windowSeconds: this.config.RATE_WINDOW, userId },
      context,
    );
    if (verified.events[0]?.type !== 'OtpConsumed') {
      // The failed attempt is recorded (it counts towards the attempt limit), then refused.
      throw new DomainError('validation', IDENTITY.OTP_INVALID, INVALID_CODE);
    }

    if (!claim.state.userId) {
      const claimed = await this.log.handle(streams.userEmail(email), emailClaimDecider, { kind: 'ClaimEmail', email, userId }, context);
      userId = claimed.state.userId!;
    }
    // Registered on every sign-in, not only on the one that claims the address: the claim and the
    // registration are two appends, and a process killed between them left an address that signed in to an
    // account that did not exist (profile 404 forever). RegisterUser is a no-op for a registered account.
    await this.log.handle(streams.user(userId), userDecider, { kind: 'RegisterUser', userId, email }, context);

    const sessionId = this.ids.uuid();
    const tokenId = this.ids.uuid();
    const started = await this.log.handle(
      streams.session(sessionId),
      sessionDecider,
      {
        kind: 'StartSession',
        sessionId,
        userId,
        tokenId,
        expiresAt: this.tokens.refreshExpiry(context.time).toISOString(),
      },
      context,
    );
    await this.projections.settle(started.result);
    return this.pair(userId, sessionId, tokenId);
  }
}
