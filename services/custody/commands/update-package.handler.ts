import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { UpdatePackageCommand } from '../custody.public';
import { packageDecider } from '../domain/package.decider';

/** updatepackage: the owner changes the package's details (nothing is appended when nothing changes). */
@CommandHandler(UpdatePackageCommand)
export class UpdatePackageHandler implements ICommandHandler<UpdatePackageCommand> {
  constructor(private readonly commands: SettledLog) {}

  async execute({ displayId, actorId, details, context }: UpdatePackageCommand): Promise<void> {
    await this.commands.handle(streams.package(displayId), packageDecider, { kind: 'UpdatePackageDetails', actorId, details }, context);
  }
}
