import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { RequestOwnershipCommand } from '../custody.public';
import { custodyStream } from '../domain/custody.state';
import { ownershipDecider } from '../domain/ownership.decider';

@CommandHandler(RequestOwnershipCommand)
export class RequestOwnershipHandler implements ICommandHandler<RequestOwnershipCommand, string> {
  constructor(
    private readonly commands: SettledLog,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ displayId, requesterId, context }: RequestOwnershipCommand): Promise<string> {
    const requestId = this.ids.uuid();
    await this.commands.handle(custodyStream(displayId), ownershipDecider, { kind: 'RequestOwnership', requestId, requesterId }, context);
    return requestId;
  }
}
