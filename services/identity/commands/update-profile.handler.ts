import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
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
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ userId, changes, context }: UpdateProfileCommand): Promise<void> {
    const outcome = await this.log.handle(streams.user(userId), userDecider, { kind: 'UpdateProfile', changes }, context);
    await this.projections.settle(outcome.result);
  }
}
