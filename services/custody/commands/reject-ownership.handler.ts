import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RejectOwnershipCommand } from '../custody.public';
import { ownershipDecider } from '../domain/ownership.decider';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { goodsStreamOf } from '../../platform/event-store/streams.rules';

@CommandHandler(RejectOwnershipCommand)
export class RejectOwnershipHandler implements ICommandHandler<RejectOwnershipCommand> {
  constructor(private readonly commands: SettledLog) {}

  async execute({ displayId, requestId, actorId, context }: RejectOwnershipCommand): Promise<void> {
    await this.commands.handle(goodsStreamOf(displayId), ownershipDecider, { kind: 'RejectOwnership', requestId, actorId }, context);
  }
}
