import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UserDirectory } from '../../identity/identity.public';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { HandOverCommand } from '../custody.public';
import { ownershipDecider } from '../domain/ownership.decider';

/** makeowner: the current owner hands a stock item to the user with the given e-mail. */
@CommandHandler(HandOverCommand)
export class HandOverHandler implements ICommandHandler<HandOverCommand> {
  constructor(
    private readonly commands: SettledLog,
    private readonly users: UserDirectory,
  ) {}

  async execute({ displayId, actorId, toEmail, context }: HandOverCommand): Promise<void> {
    const recipient = await this.users.byEmail(toEmail);
    if (!recipient) throw new ValidationFailed({ email: ['No user with this e-mail address.'] });
    await this.commands.handle(streams.stockItem(displayId), ownershipDecider, { kind: 'HandOver', actorId, toUserId: recipient.id }, context);
  }
}
