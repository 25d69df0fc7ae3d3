import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { TicketStatus } from '../domain/support.events';
import { ticketDecider } from '../domain/ticket.decider';

export class PostSupportMessageCommand {
  constructor(
    readonly ticketId: string,
    readonly actorId: string,
    /** Through `/support/adminmessage` (the caller was checked to be an administrator). */
    readonly asAdmin: boolean,
    readonly message: string,
    readonly status: TicketStatus | undefined,
    readonly context: CommandContext,
  ) {}
}

/** The author's message or an administrator's reply (with an optional status); answers the message id. */
@CommandHandler(PostSupportMessageCommand)
export class PostSupportMessageHandler implements ICommandHandler<PostSupportMessageCommand, string> {
  constructor(
    private readonly commands: SettledLog,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ ticketId, actorId, asAdmin, message, status, context }: PostSupportMessageCommand): Promise<string> {
    const messageId = this.ids.uuid();
    const command = asAdmin
      ? { kind: 'PostAdminReply' as const, messageId, actorId, message, status }
      : { kind: 'PostMessage' as const, messageId, actorId, message };
    await this.commands.handle(streams.supportTicket(ticketId), ticketDecider, command, context);
    return messageId;
  }
}
