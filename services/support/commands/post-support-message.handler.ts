import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
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
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ ticketId, actorId, asAdmin, message, status, context }: PostSupportMessageCommand): Promise<string> {
    const messageId = this.ids.uuid();
    const command = asAdmin
      ? { kind: 'PostAdminReply' as const, messageId, actorId, message, status }
      : { kind: 'PostMessage' as const, messageId, actorId, message };
    const outcome = await this.log.handle(streams.supportTicket(ticketId), ticketDecider, command, context);
    await this.projections.settle(outcome.result);
    return messageId;
  }
}
