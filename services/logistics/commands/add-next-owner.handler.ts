import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UserDirectory } from '../../identity/identity.public';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { logisticsErrors } from '../domain/logistics.errors';
import { nextOwnerDecider, nextOwnerIdFor } from '../domain/next-owner.decider';

export class AddNextOwnerCommand {
  constructor(
    readonly ownerId: string,
    readonly email: string,
    readonly category: string,
    readonly brands: string[],
    readonly note: string,
    readonly context: CommandContext,
  ) {}
}

/** A next owner is a registered user, found by e-mail (unknown → 404). */
@CommandHandler(AddNextOwnerCommand)
export class AddNextOwnerHandler implements ICommandHandler<AddNextOwnerCommand, string> {
  constructor(
    private readonly commands: SettledLog,
    private readonly users: UserDirectory,
  ) {}

  async execute({ ownerId, email, category, brands, note, context }: AddNextOwnerCommand): Promise<string> {
    const user = await this.users.byEmail(email);
    if (!user) throw logisticsErrors.userNotFound();
    const nextOwnerId = nextOwnerIdFor(ownerId, user.id);
    await this.commands.handle(
      streams.nextOwner(nextOwnerId),
      nextOwnerDecider,
      { kind: 'AddNextOwner', nextOwnerId, ownerId, userId: user.id, category, brands, note },
      context,
    );
    return nextOwnerId;
  }
}
