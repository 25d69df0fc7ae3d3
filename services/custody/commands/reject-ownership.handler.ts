import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventLog } from '../../platform/event-store/event-log.service';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { RejectOwnershipCommand } from '../custody.public';
import { custodyStream } from '../domain/custody.state';
import { ownershipDecider } from '../domain/ownership.decider';

@CommandHandler(RejectOwnershipCommand)
export class RejectOwnershipHandler implements ICommandHandler<RejectOwnershipCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ displayId, requestId, actorId, context }: RejectOwnershipCommand): Promise<void> {
    const outcome = await this.log.handle(custodyStream(displayId), ownershipDecider, { kind: 'RejectOwnership', requestId, actorId }, context);
    await this.projections.settle(outcome.result);
  }
}
