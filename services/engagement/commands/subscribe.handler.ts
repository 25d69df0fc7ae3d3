import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { subscriptionDecider } from '../domain/subscription.decider';

export class SubscribeCommand {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {}
}

/** Newsletter: one stream per address (hashed), so a repeat of one address subscribes once. */
@CommandHandler(SubscribeCommand)
export class SubscribeHandler implements ICommandHandler<SubscribeCommand, { created: boolean }> {
  constructor(private readonly log: EventLog) {}

  async execute({ email, context }: SubscribeCommand): Promise<{ created: boolean }> {
    const outcome = await this.log.handle(streams.subscriber(email), subscriptionDecider, { kind: 'Subscribe', email }, context);
    return { created: outcome.events.length > 0 };
  }
}
