import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { CompanyInfo, userDecider } from '../domain/user.decider';

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
