import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PACKAGE_PREFIX, displayId } from '../../platform/domain/display-id.rules';
import { sequenceDecider } from '../../platform/domain/sequence.decider';
import { EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { CreatePackageCommand } from '../custody.public';
import { packageDecider } from '../domain/package.decider';

/** A new package with the next PACK display id. */
@CommandHandler(CreatePackageCommand)
export class CreatePackageHandler implements ICommandHandler<CreatePackageCommand, string> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ ownerId, details, location, addressLocation, context }: CreatePackageCommand): Promise<string> {
    const allocated = await this.log.handle(
      streams.sequence(PACKAGE_PREFIX),
      sequenceDecider,
      { kind: 'AllocateDisplayIds', prefix: PACKAGE_PREFIX, count: 1 },
      context,
    );
    const id = displayId(PACKAGE_PREFIX, allocated.events[0].data.first);
    const created = await this.log.handle(
      streams.package(id),
      packageDecider,
      { kind: 'CreatePackage', displayId: id, ownerId, details, location, addressLocation },
      context,
    );
    await this.projections.settle(created.result);
    return id;
  }
}
