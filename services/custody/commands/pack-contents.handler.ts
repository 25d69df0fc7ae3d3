import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { PackContentsCommand } from '../custody.public';
import { packingDecider } from '../domain/packing.decider';
import { CustodyLoader } from './custody.loader';

/** additemtopackage: the package and every entry change in one atomic append. */
@CommandHandler(PackContentsCommand)
export class PackContentsHandler implements ICommandHandler<PackContentsCommand> {
  constructor(
    private readonly custody: CustodyLoader,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ packageId, entries, actorId, context }: PackContentsCommand): Promise<void> {
    const outcome = await this.custody.handleWithContents(
      [packageId, ...entries.map((e) => e.id)],
      packingDecider,
      { kind: 'PackContents', packageId, entries, actorId },
      context,
    );
    await this.projections.settle(outcome.result);
  }
}
