import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { streams } from '../../platform/event-store/streams.rules';
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
  constructor(private readonly commands: SettledLog) {}

  async execute({ userId, company, context }: SetCompanyCommand): Promise<{ replaced: boolean }> {
    const loaded = await this.commands.load(streams.user(userId), userDecider.evolve, userDecider.initialState);
    await this.commands.handle(streams.user(userId), userDecider, { kind: 'SetCompany', company }, context);
    return { replaced: loaded.state.company !== undefined };
  }
}
