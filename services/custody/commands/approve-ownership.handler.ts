import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { ApproveOwnershipCommand } from '../custody.public';
import { approvalDecider } from '../domain/ownership.decider';
import { CustodyLoader } from './custody.loader';

/**
 * Only the current owner approves, and only once (the stream revisions serialise races). Approving a
 * package moves everything inside it in the same atomic append.
 */
@CommandHandler(ApproveOwnershipCommand)
export class ApproveOwnershipHandler implements ICommandHandler<ApproveOwnershipCommand> {
  constructor(
    private readonly custody: CustodyLoader,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ displayId, requestId, actorId, context }: ApproveOwnershipCommand): Promise<void> {
    const outcome = await this.custody.handleWithContents(
      [displayId],
      approvalDecider,
      { kind: 'ApproveOwnership', displayId, requestId, actorId },
      context,
    );
    await this.projections.settle(outcome.result);
  }
}
