import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { FreshIdHandler } from '../../platform/event-store/fresh-id.handler';
import { streams } from '../../platform/event-store/streams.rules';
import { ContactSource, contactQueryDecider } from '../domain/contact-query.decider';

export class SendContactQueryCommand {
  constructor(
    readonly source: ContactSource,
    readonly fields: { fullname: string; email: string; mobile: string; message: string },
    readonly context: CommandContext,
  ) {}
}

/**
 * A contact query (landing "Write to us" or the contact page), each on its own stream. No read model shows
 * contact queries, so it appends through the EventLog without waiting for the projections.
 */
@CommandHandler(SendContactQueryCommand)
export class SendContactQueryHandler extends FreshIdHandler<SendContactQueryCommand> {
  constructor(@Inject(EventLog) log: EventLog, @Inject(IDS) ids: IdGenerator) {
    super(log, ids);
  }

  protected append(queryId: string, { source, fields, context }: SendContactQueryCommand) {
    return this.commands.handle(streams.contactQuery(queryId), contactQueryDecider, { kind: 'SendContactQuery', source, ...fields }, context);
  }
}
