import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
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
    private readonly commands: SettledLog,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ authorId, ticket, context }: OpenTicketCommand): Promise<string> {
    const ticketId = this.ids.uuid();
    await this.commands.handle(
      streams.supportTicket(ticketId),
      ticketDecider,
      { kind: 'OpenTicket', ticketId, messageId: this.ids.uuid(), authorId, ...ticket },
      context,
    );
    return ticketId;
  }
}
