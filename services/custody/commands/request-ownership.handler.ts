import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { EventLog } from '../../platform/event-store/event-log.service';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { RequestOwnershipCommand } from '../custody.public';
import { custodyStream } from '../domain/custody.state';
import { ownershipDecider } from '../domain/ownership.decider';

@CommandHandler(RequestOwnershipCommand)
export class RequestOwnershipHandler implements ICommandHandler<RequestOwnershipCommand, string> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ displayId, requesterId, context }: RequestOwnershipCommand): Promise<string> {
    const requestId = this.ids.uuid();
    const outcome = await this.log.handle(
      custodyStream(displayId),
      ownershipDecider,
      { kind: 'RequestOwnership', requestId, requesterId },
      context,
    );
    await this.projections.settle(outcome.result);
    return requestId;
  }
}
