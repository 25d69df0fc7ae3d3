import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { userDecider } from '../domain/user.decider';

export class DeleteProfileImageCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeleteProfileImageCommand)
export class DeleteProfileImageHandler implements ICommandHandler<DeleteProfileImageCommand> {
  constructor(private readonly commands: SettledLog) {}

  async execute({ userId, context }: DeleteProfileImageCommand): Promise<void> {
    await this.commands.handle(streams.user(userId), userDecider, { kind: 'DeleteProfileImage' }, context);
  }
}
