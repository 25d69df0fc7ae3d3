import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UserDirectory } from '../../identity/user-directory';
import { IDS, IdGenerator } from '../../platform/domain/clock';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { CommandContext, EventLog } from '../../platform/event-store/event-log';
import { streams } from '../../platform/event-store/streams';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { decideApproval, ownershipDecider, ownershipErrors } from '../domain/ownership.decider';
import { SubjectKind } from '../domain/subject.state';
import { OWNERSHIP_REQUESTS, OwnershipRequestDoc } from '../projections/ownership-requests.projection';
import { SubjectLoader } from './subject-loader';

export class RequestOwnershipCommand {
  constructor(
    readonly kind: SubjectKind,
    readonly displayId: string,
    readonly requesterId: string,
    readonly context: CommandContext,
  ) {}
}

export class DecideOwnershipCommand {
  constructor(
    readonly kind: SubjectKind,
    readonly requestId: string,
    readonly actorId: string,
    readonly decision: 'approve' | 'reject',
    readonly context: CommandContext,
  ) {}
}

export class HandOverCommand {
  constructor(
    readonly displayId: string,
    readonly actorId: string,
    readonly toEmail: string,
    readonly context: CommandContext,
  ) {}
}

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
      SubjectLoader.streamOf(displayId),
      ownershipDecider,
      { kind: 'RequestOwnership', requestId, requesterId },
      context,
    );
    await this.projections.settle(outcome.result);
    return requestId;
  }
}

/**
 * Approve or reject: only the current owner, and only once (the stream revisions serialise races).
 * Approving a package moves everything inside it in the same atomic append.
 */
@CommandHandler(DecideOwnershipCommand)
export class DecideOwnershipHandler implements ICommandHandler<DecideOwnershipCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    private readonly subjects: SubjectLoader,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async execute({ kind, requestId, actorId, decision, context }: DecideOwnershipCommand): Promise<void> {
    const request = await this.readStore.collection<OwnershipRequestDoc>(OWNERSHIP_REQUESTS).findOne({ _id: requestId });
    if (!request || request.kind !== kind) throw ownershipErrors.requestNotFound();
    if (decision === 'reject') {
      const outcome = await this.log.handle(
        SubjectLoader.streamOf(request.display_id),
        ownershipDecider,
        { kind: 'RejectOwnership', requestId, actorId },
        context,
      );
      await this.projections.settle(outcome.result);
      return;
    }
    const outcome = await this.subjects.decideAcross(
      [request.display_id],
      (states) => decideApproval(states, request.display_id, requestId, actorId),
      context,
    );
    await this.projections.settle(outcome.result);
  }
}

/** makeowner: the current owner hands a stock item to the user with the given e-mail. */
@CommandHandler(HandOverCommand)
export class HandOverHandler implements ICommandHandler<HandOverCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    private readonly users: UserDirectory,
  ) {}

  async execute({ displayId, actorId, toEmail, context }: HandOverCommand): Promise<void> {
    const recipient = await this.users.byEmail(toEmail);
    if (!recipient) throw new ValidationFailed({ email: ['No user with this e-mail address.'] });
    const outcome = await this.log.handle(
      streams.stockItem(displayId),
      ownershipDecider,
      { kind: 'HandOver', actorId, toUserId: recipient.id },
      context,
    );
    await this.projections.settle(outcome.result);
  }
}
