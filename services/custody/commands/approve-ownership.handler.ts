import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ApproveOwnershipCommand } from '../custody.public';
import { approvalDecider } from '../domain/ownership.decider';
import { CustodyLoader } from './custody.loader';

/**
 * Only the current owner approves, and only once (the stream revisions serialise races). Approving a
 * package moves everything inside it in the same atomic append.
 */
@CommandHandler(ApproveOwnershipCommand)
export class ApproveOwnershipHandler implements ICommandHandler<ApproveOwnershipCommand> {
  constructor(private readonly custody: CustodyLoader) {}

  async execute({ displayId, requestId, actorId, context }: ApproveOwnershipCommand): Promise<void> {
    await this.custody.handleWithContents([displayId], approvalDecider, { kind: 'ApproveOwnership', displayId, requestId, actorId }, context);
  }
}
