import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, EventLog } from '../../platform/event-store/event-log';
import { streams } from '../../platform/event-store/streams';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle';
import { CompanyInfo, ProfileChanges, userDecider } from '../domain/user.decider';

export class UpdateProfileCommand {
  constructor(
    readonly userId: string,
    readonly changes: ProfileChanges,
    readonly context: CommandContext,
  ) {}
}

export class DeleteProfileImageCommand {
  constructor(
    readonly userId: string,
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

export class SetCompanyCommand {
  constructor(
    readonly userId: string,
    readonly company: CompanyInfo,
    readonly context: CommandContext,
  ) {}
}

/** Sets (or replaces) the user's company; answers whether the user had one before. */
@CommandHandler(SetCompanyCommand)
export class SetCompanyHandler implements ICommandHandler<SetCompanyCommand, { replaced: boolean }> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ userId, company, context }: SetCompanyCommand): Promise<{ replaced: boolean }> {
    const loaded = await this.log.load(streams.user(userId), userDecider.evolve, userDecider.initialState);
    const outcome = await this.log.handle(streams.user(userId), userDecider, { kind: 'SetCompany', company }, context);
    await this.projections.settle(outcome.result);
    return { replaced: loaded.state.company !== undefined };
  }
}
