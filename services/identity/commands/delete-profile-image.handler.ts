import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { userDecider } from '../domain/user.decider';

export class DeleteProfileImageCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeleteProfileImageCommand)
export class DeleteProfileImageHandler implements ICommandHandler<DeleteProfileImageCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ userId, context }: DeleteProfileImageCommand): Promise<void> {
    const outcome = await this.log.handle(streams.user(userId), userDecider, { kind: 'DeleteProfileImage' }, context);
    await this.projections.settle(outcome.result);
  }
}
