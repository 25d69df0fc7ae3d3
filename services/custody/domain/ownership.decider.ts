import { Decider } from '../../platform/domain/decider.types';
import { DomainError, unknownProductId } from '../../platform/errors/domain.errors';
import { CustodyEvent } from './custody.events';
import type { ContentRef } from '../custody.public';
import {
  CustodyState,
  SubjectWrites,
  Subjects,
  acrossStreams,
  evolveCustody,
  initialCustody,
  pendingRequests,
  assertNotShipping,
} from './custody.state';
import { CUSTODY } from './custody.errors';

export const ownershipErrors = {
  notFound: () => unknownProductId(CUSTODY.OWNERSHIP_SUBJECT_NOT_FOUND),
  requestNotFound: () => new DomainError('not_found', CUSTODY.OWNERSHIP_REQUEST_NOT_FOUND, 'Ownership request not found.'),
  notOwner: () => new DomainError('forbidden', CUSTODY.OWNERSHIP_NOT_OWNER, 'Only the current owner may do this.'),
  alreadyDecided: (status: string) =>
    new DomainError('conflict', CUSTODY.OWNERSHIP_ALREADY_DECIDED, `This request was already ${status}.`),
  alreadyOwner: () => new DomainError('conflict', CUSTODY.OWNERSHIP_ALREADY_OWNER, 'You already own this item.'),
  alreadyRequested: () =>
    new DomainError('conflict', CUSTODY.OWNERSHIP_ALREADY_REQUESTED, 'You already have a pending request for this item.'),
  packed: (packageId: string) =>
    new DomainError('conflict', CUSTODY.OWNERSHIP_PACKED, `This is packed in ${packageId}; its ownership moves with that package.`),
};

/** Subject = a stock item or a package. Single-stream decisions on one subject. */
export type SubjectCommand =
  | { kind: 'RequestOwnership'; requestId: string; requesterId: string }
  | { kind: 'RejectOwnership'; requestId: string; actorId: string }
  | { kind: 'HandOver'; actorId: string; toUserId: string };

/**
 * Who owns an item or package, and how that changes: only by the owner's approval of a request, or the
 * owner handing an item over directly. A request is decided once; when ownership moves, every other
 * pending request is closed as superseded (its owner can no longer decide it). Something packed inside a
 * package changes hands only with that package.
 */
export const ownershipDecider: Decider<SubjectCommand, CustodyEvent, CustodyState> = {
  initialState: initialCustody,
  evolve: evolveCustody,

  decide(command, state) {
    if (!state.exists) throw ownershipErrors.notFound();
    switch (command.kind) {
      case 'RequestOwnership': {
        if (command.requesterId === state.ownerId) throw ownershipErrors.alreadyOwner();
        if (state.packedIn) throw ownershipErrors.packed(state.packedIn);
        if (pendingRequests(state).some(([, r]) => r.requesterId === command.requesterId)) throw ownershipErrors.alreadyRequested();
        return [
          {
            type: 'OwnershipRequested',
            data: { requestId: command.requestId, requesterId: command.requesterId, ownerId: state.ownerId },
          },
        ];
      }
      case 'RejectOwnership':
        assertDecidable(state, command.requestId, command.actorId);
        return [{ type: 'OwnershipRejected', data: { requestId: command.requestId, reason: 'owner' } }];
      case 'HandOver': {
        if (command.actorId !== state.ownerId) throw ownershipErrors.notOwner();
        if (state.packedIn) throw ownershipErrors.packed(state.packedIn);
        assertNotShipping(state);
        if (command.toUserId === state.ownerId) throw ownershipErrors.alreadyOwner();
        return [
          { type: 'StockItemHandedOver', data: { fromOwnerId: state.ownerId, toOwnerId: command.toUserId } },
          ...supersede(state),
        ];
      }
    }
  },
};

export interface ApproveOwnership {
  kind: 'ApproveOwnership';
  displayId: string;
  requestId: string;
  actorId: string;
}

/** Approval across the subject's stream and, for a package, the streams of everything inside it. */
export const approvalDecider = acrossStreams<ApproveOwnership>((command, subjects) =>
  decideApproval(subjects, command.displayId, command.requestId, command.actorId),
);

/**
 * Approval, as one decision: the subject passes to the requester, and for a package so does everything
 * inside it, at any depth (one OwnershipTransferredWithPackage on each of their streams, written
 * atomically with the approval). `subjects` must hold the subject and all its descendants.
 */
export function decideApproval(subjects: Subjects, subjectId: string, requestId: string, actorId: string): SubjectWrites {
  const state = subjects.get(subjectId);
  if (!state?.exists) throw ownershipErrors.notFound();
  const request = assertDecidable(state, requestId, actorId);
  assertNotShipping(state);
  const approved: SubjectWrites = [
    {
      subject: subjectId,
      events: [
        { type: 'OwnershipApproved', data: { requestId, previousOwnerId: state.ownerId, newOwnerId: request.requesterId } },
        ...supersede(state, requestId),
      ],
    },
  ];
  for (const descendant of descendantsOf(subjects, subjectId)) {
    const child = subjects.get(descendant.id)!;
    approved.push({
      subject: descendant.id,
      events: [
        {
          type: 'OwnershipTransferredWithPackage',
          data: { packageId: subjectId, requestId, fromOwnerId: child.ownerId, toOwnerId: request.requesterId },
        },
      ],
    });
  }
  return approved;
}

/** Every item and package inside `packageId`, at any depth; all must be in `subjects`. */
export function descendantsOf(subjects: Subjects, packageId: string): ContentRef[] {
  const found: ContentRef[] = [];
  const queue = [...(subjects.get(packageId)?.contents ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    const state = subjects.get(next.id);
    if (!state) {
      throw new DomainError('conflict', CUSTODY.PACKAGING_CHANGED, 'The package contents changed meanwhile. Please retry.');
    }
    found.push(next);
    if (next.type === 'package') queue.push(...state.contents);
  }
  return found;
}

function assertDecidable(state: CustodyState, requestId: string, actorId: string) {
  const request = state.requests[requestId];
  if (!request) throw ownershipErrors.requestNotFound();
  // Whoever could decide it hears that it was decided (409); anyone else just may not (403).
  if (actorId !== request.ownerId && actorId !== state.ownerId) throw ownershipErrors.notOwner();
  if (request.status !== 'request') throw ownershipErrors.alreadyDecided(request.status);
  if (actorId !== state.ownerId) throw ownershipErrors.notOwner();
  return request;
}

function supersede(state: CustodyState, except?: string): CustodyEvent[] {
  return pendingRequests(state)
    .filter(([id]) => id !== except)
    .map(([requestId]) => ({ type: 'OwnershipRejected' as const, data: { requestId, reason: 'superseded' } }));
}
