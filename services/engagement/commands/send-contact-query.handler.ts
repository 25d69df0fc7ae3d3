import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ContactSource, contactQueryDecider } from '../domain/contact-query.decider';

export class SendContactQueryCommand {
  constructor(
    readonly source: ContactSource,
    readonly fields: { fullname: string; email: string; mobile: string; message: string },
    readonly context: CommandContext,
  ) {}
}

/** A contact query (landing "Write to us" or the contact page), each on its own stream. */
@CommandHandler(SendContactQueryCommand)
export class SendContactQueryHandler implements ICommandHandler<SendContactQueryCommand, string> {
  constructor(
    private readonly log: EventLog,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ source, fields, context }: SendContactQueryCommand): Promise<string> {
    const queryId = this.ids.uuid();
    await this.log.handle(streams.contactQuery(queryId), contactQueryDecider, { kind: 'SendContactQuery', source, ...fields }, context);
    return queryId;
  }
}
