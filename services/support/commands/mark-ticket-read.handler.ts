import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
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
  constructor(private readonly commands: SettledLog) {}

  async execute({ ticketId, actorId, isAdmin, context }: MarkTicketReadCommand): Promise<void> {
    await this.commands.handle(streams.supportTicket(ticketId), ticketDecider, { kind: 'MarkRead', actorId, isAdmin }, context);
  }
}
