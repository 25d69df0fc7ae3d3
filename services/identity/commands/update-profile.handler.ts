import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { ProfileChanges, userDecider } from '../domain/user.decider';

export class UpdateProfileCommand {
  constructor(
    readonly userId: string,
    readonly changes: ProfileChanges,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(private readonly commands: SettledLog) {}

  async execute({ userId, changes, context }: UpdateProfileCommand): Promise<void> {
    await this.commands.handle(streams.user(userId), userDecider, { kind: 'UpdateProfile', changes }, context);
  }
}
