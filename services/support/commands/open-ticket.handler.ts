import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { TicketCategory } from '../domain/support.events';
import { ticketDecider } from '../domain/ticket.decider';

export class OpenTicketCommand {
  constructor(
    readonly authorId: string,
    readonly ticket: { subject: string; category: TicketCategory; message: string; displayId: string },
    readonly context: CommandContext,
  ) {}
}

/** Opens a ticket on its own stream with its first message; answers the ticket id. */
@CommandHandler(OpenTicketCommand)
export class OpenTicketHandler implements ICommandHandler<OpenTicketCommand, string> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ authorId, ticket, context }: OpenTicketCommand): Promise<string> {
    const ticketId = this.ids.uuid();
    const outcome = await this.log.handle(
      streams.supportTicket(ticketId),
      ticketDecider,
      { kind: 'OpenTicket', ticketId, messageId: this.ids.uuid(), authorId, ...ticket },
      context,
    );
    await this.projections.settle(outcome.result);
    return ticketId;
  }
}
