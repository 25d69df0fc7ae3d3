import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UserDirectory } from '../../identity/identity.public';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { HandOverCommand } from '../custody.public';
import { ownershipDecider } from '../domain/ownership.decider';

/** makeowner: the current owner hands a stock item to the user with the given e-mail. */
@CommandHandler(HandOverCommand)
export class HandOverHandler implements ICommandHandler<HandOverCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    private readonly users: UserDirectory,
  ) {}

  async execute({ displayId, actorId, toEmail, context }: HandOverCommand): Promise<void> {
    const recipient = await this.users.byEmail(toEmail);
    if (!recipient) throw new ValidationFailed({ email: ['No user with this e-mail address.'] });
    const outcome = await this.log.handle(
      streams.stockItem(displayId),
      ownershipDecider,
      { kind: 'HandOver', actorId, toUserId: recipient.id },
      context,
    );
    await this.projections.settle(outcome.result);
  }
}
