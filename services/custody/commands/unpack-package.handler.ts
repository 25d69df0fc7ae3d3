import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnpackCommand } from '../custody.public';
import { packingDecider } from '../domain/packing.decider';
import { CustodyLoader } from './custody.loader';
import { SettledLog } from '../../platform/event-store/settled-log.service';

/** unpackage: the package's direct contents are released, each on its own stream, atomically. */
@CommandHandler(UnpackCommand)
export class UnpackPackageHandler implements ICommandHandler<UnpackCommand> {
  constructor(
    private readonly custody: CustodyLoader,
    private readonly commands: SettledLog,
  ) {}

  async execute({ packageId, actorId, context }: UnpackCommand): Promise<void> {
    await this.commands.settled(this.custody.handleWithContents([packageId], packingDecider, { kind: 'Unpack', packageId, actorId }, context));
  }
}
