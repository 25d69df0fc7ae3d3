import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { UnpackCommand } from '../custody.public';
import { packingDecider } from '../domain/packing.decider';
import { CustodyLoader } from './custody.loader';

/** unpackage: the package's direct contents are released, each on its own stream, atomically. */
@CommandHandler(UnpackCommand)
export class UnpackPackageHandler implements ICommandHandler<UnpackCommand> {
  constructor(
    private readonly custody: CustodyLoader,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ packageId, actorId, context }: UnpackCommand): Promise<void> {
    const outcome = await this.custody.handleWithContents([packageId], packingDecider, { kind: 'Unpack', packageId, actorId }, context);
    await this.projections.settle(outcome.result);
  }
}
