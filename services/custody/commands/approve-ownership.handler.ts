import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ApproveOwnershipCommand } from '../custody.public';
import { approvalDecider } from '../domain/ownership.decider';
import { CustodyLoader } from './custody.loader';
import { SettledLog } from '../../platform/event-store/settled-log.service';

/**
 * Only the current owner approves, and only once (the stream revisions serialise races). Approving a
 * package moves everything inside it in the same atomic append.
 */
@CommandHandler(ApproveOwnershipCommand)
export class ApproveOwnershipHandler implements ICommandHandler<ApproveOwnershipCommand> {
  constructor(
    private readonly custody: CustodyLoader,
    private readonly commands: SettledLog,
  ) {}

  async execute({ displayId, requestId, actorId, context }: ApproveOwnershipCommand): Promise<void> {
    await this.commands.settled(
      this.custody.handleWithContents(
        [displayId],
        approvalDecider,
        { kind: 'ApproveOwnership', displayId, requestId, actorId },
        context,
      ),
    );
  }
}
