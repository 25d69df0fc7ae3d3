import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PackContentsCommand } from '../custody.public';
import { packingDecider } from '../domain/packing.decider';
import { CustodyLoader } from './custody.loader';

/** additemtopackage: the package and every entry change in one atomic append. */
@CommandHandler(PackContentsCommand)
export class PackContentsHandler implements ICommandHandler<PackContentsCommand> {
  constructor(private readonly custody: CustodyLoader) {}

  async execute({ packageId, entries, actorId, context }: PackContentsCommand): Promise<void> {
    await this.custody.handleWithContents([packageId, ...entries.map((e) => e.id)], packingDecider, { kind: 'PackContents', packageId, entries, actorId }, context);
  }
}
