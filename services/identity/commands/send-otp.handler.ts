import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomInt } from 'node:crypto';
import { AppConfig, CONFIG } from '../../config/config';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { MAILER, Mailer } from '../../platform/mail/mailer.service';
import { otpDecider } from '../domain/otp.decider';

export class SendOtpCommand {
  constructor(
    readonly email: string,
    readonly ip: string,
    readonly context: CommandContext,
  ) {}
}

/** Issues a 6-digit code from the CSPRNG, stores only its salted hash, and mails the code. */
@CommandHandler(SendOtpCommand)
export class SendOtpHandler implements ICommandHandler<SendOtpCommand> {
  constructor(
    private readonly log: EventLog,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, ip, context }: SendOtpCommand): Promise<void> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.log.handle(
      streams.otp(email),
      otpDecider,
      {
        kind: 'IssueOtp',
        code,
        salt: randomBytes(16).toString('hex'),
        ip,
        now: context.time,
        ttlSeconds: this.config.OTP_TTL,
        perAddressLimit: this.config.OTP_PER_ADDRESS,
        windowSeconds: this.config.RATE_WINDOW,
      },
      context,
    );
    const minutes = Math.round(this.config.OTP_TTL / 60);
    await this.mailer.send({
      to: email,
      subject: 'Your Provenance sign-in code',
      text: [
        `Your sign-in code is ${code}.`,
        '',
        `It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this e-mail.`,
      ].join('\n'),
    });
  }
}
