import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnpackCommand } from '../custody.public';
import { packingDecider } from '../domain/packing.decider';
import { CustodyLoader } from './custody.loader';

/** unpackage: the package's direct contents are released, each on its own stream, atomically. */
@CommandHandler(UnpackCommand)
export class UnpackPackageHandler implements ICommandHandler<UnpackCommand> {
  constructor(private readonly custody: CustodyLoader) {}

  async execute({ packageId, actorId, context }: UnpackCommand): Promise<void> {
    await this.custody.handleWithContents([packageId], packingDecider, { kind: 'Unpack', packageId, actorId }, context);
  }
}
