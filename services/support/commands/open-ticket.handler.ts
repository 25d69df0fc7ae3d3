import { CommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { FreshIdHandler } from '../../platform/event-store/fresh-id.handler';
import { streams } from '../../platform/event-store/streams.rules';
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
export class OpenTicketHandler extends FreshIdHandler<OpenTicketCommand> {
  protected append(ticketId: string, { authorId, ticket, context }: OpenTicketCommand) {
    return this.commands.handle(
      streams.supportTicket(ticketId),
      ticketDecider,
      { kind: 'OpenTicket', ticketId, messageId: this.ids.uuid(), authorId, ...ticket },
      context,
    );
  }
}
