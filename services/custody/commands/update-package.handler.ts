import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { UpdatePackageCommand } from '../custody.public';
import { packageDecider } from '../domain/package.decider';

/** updatepackage: the owner changes the package's details (nothing is appended when nothing changes). */
@CommandHandler(UpdatePackageCommand)
export class UpdatePackageHandler implements ICommandHandler<UpdatePackageCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ displayId, actorId, details, context }: UpdatePackageCommand): Promise<void> {
    const outcome = await this.log.handle(streams.package(displayId), packageDecider, { kind: 'UpdatePackageDetails', actorId, details }, context);
    await this.projections.settle(outcome.result);
  }
}
