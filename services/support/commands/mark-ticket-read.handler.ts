import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { ticketDecider } from '../domain/ticket.decider';

export class MarkTicketReadCommand {
  constructor(
    readonly ticketId: string,
    readonly actorId: string,
    readonly isAdmin: boolean,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(MarkTicketReadCommand)
export class MarkTicketReadHandler implements ICommandHandler<MarkTicketReadCommand, void> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ ticketId, actorId, isAdmin, context }: MarkTicketReadCommand): Promise<void> {
    const outcome = await this.log.handle(streams.supportTicket(ticketId), ticketDecider, { kind: 'MarkRead', actorId, isAdmin }, context);
    await this.projections.settle(outcome.result);
  }
}
