import { Decider } from '../../platform/domain/decider';
import { DomainError, unknownProductId } from '../../platform/errors/domain-error';
import { SubjectEvent } from './ownership.events';
import { ContentRef, SubjectState, evolveSubject, initialSubject, pendingRequests } from './subject.state';

export const ownershipErrors = {
  notFound: () => unknownProductId('OWNERSHIP.SUBJECT_NOT_FOUND'),
  requestNotFound: () => new DomainError('not_found', 'OWNERSHIP.REQUEST_NOT_FOUND', 'Ownership request not found.'),
  notOwner: () => new DomainError('forbidden', 'OWNERSHIP.NOT_OWNER', 'Only the current owner may do this.'),
  alreadyDecided: (status: string) =>
    new DomainError('conflict', 'OWNERSHIP.ALREADY_DECIDED', `This request was already ${status}.`),
  alreadyOwner: () => new DomainError('conflict', 'OWNERSHIP.ALREADY_OWNER', 'You already own this item.'),
  alreadyRequested: () =>
    new DomainError('conflict', 'OWNERSHIP.ALREADY_REQUESTED', 'You already have a pending request for this item.'),
  packed: (packageId: string) =>
    new DomainError('conflict', 'OWNERSHIP.PACKED', `This is packed in ${packageId}; its ownership moves with that package.`),
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
export const ownershipDecider: Decider<SubjectCommand, SubjectEvent, SubjectState> = {
  initialState: initialSubject,
  evolve: (state, event) => evolveSubject(state, event),

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
        if (command.toUserId === state.ownerId) throw ownershipErrors.alreadyOwner();
        return [
          { type: 'StockItemHandedOver', data: { fromOwnerId: state.ownerId, toOwnerId: command.toUserId } },
          ...supersede(state),
        ];
      }
    }
  },
};

/** Subjects keyed by display id; a multi-stream decision returns events per display id. */
export type Subjects = Map<string, SubjectState>;
export type SubjectWrites = { subject: string; events: SubjectEvent[] }[];

/**
 * Approval, as one decision: the subject passes to the requester, and for a package so does everything
 * inside it, at any depth (one OwnershipTransferredWithPackage on each of their streams, written
 * atomically with the approval). `subjects` must hold the subject and all its descendants.
 */
export function decideApproval(subjects: Subjects, subjectId: string, requestId: string, actorId: string): SubjectWrites {
  const state = subjects.get(subjectId);
  if (!state?.exists) throw ownershipErrors.notFound();
  const request = assertDecidable(state, requestId, actorId);
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

export const packingErrors = {
  notPackage: () => unknownProductId('PACKAGING.NOT_FOUND'),
  nested: (id: string) =>
    new DomainError('conflict', 'PACKAGING.PACKAGE_IS_PACKED', `${id} is inside another package; unpack that one first.`),
  entryMissing: (id: string) => new DomainError('validation', 'PACKAGING.ENTRY_NOT_FOUND', `${id} does not exist.`),
  entryType: (id: string) => new DomainError('validation', 'PACKAGING.ENTRY_TYPE', `${id} is not of the type given.`),
  notYours: (id: string) => new DomainError('forbidden', 'PACKAGING.NOT_OWNER', `You do not own ${id}.`),
  alreadyPacked: (id: string, packageId: string) =>
    new DomainError('conflict', 'PACKAGING.ALREADY_PACKED', `${id} is already inside ${packageId}.`),
  self: () => new DomainError('validation', 'PACKAGING.SELF', 'A package cannot contain itself.'),
  tooDeep: (id: string) =>
    new DomainError(
      'validation',
      'PACKAGING.TOO_DEEP',
      `${id} already holds packages: only level-1 packages (holding items) go into a level-2 package.`,
    ),
  empty: () => new DomainError('conflict', 'PACKAGING.EMPTY', 'This package holds nothing to unpack.'),
};

/**
 * Packing: entries go into a package its owner holds, each entry owned by the same owner and loose. Items
 * go into any package; a package may only go into another if it holds no packages itself (two levels),
 * and a package that is itself packed is sealed. Pending requests for a packed entry are closed.
 */
export function decidePacking(subjects: Subjects, packageId: string, entries: ContentRef[], actorId: string): SubjectWrites {
  const target = subjects.get(packageId);
  if (!target?.exists || target.kind !== 'package') throw packingErrors.notPackage();
  if (target.ownerId !== actorId) throw packingErrors.notYours(packageId);
  if (target.packedIn) throw packingErrors.nested(packageId);
  const writes: SubjectWrites = [];
  for (const entry of entries) {
    if (entry.id === packageId) throw packingErrors.self();
    const state = subjects.get(entry.id);
    if (!state?.exists) throw packingErrors.entryMissing(entry.id);
    if (state.kind !== entry.type) throw packingErrors.entryType(entry.id);
    if (state.ownerId !== actorId) throw packingErrors.notYours(entry.id);
    if (state.packedIn) throw packingErrors.alreadyPacked(entry.id, state.packedIn);
    if (entry.type === 'package' && state.contents.some((c) => c.type === 'package')) throw packingErrors.tooDeep(entry.id);
    writes.push({
      subject: entry.id,
      events: [
        { type: 'PackedIntoPackage', data: { packageId } },
        ...pendingRequests(state).map(([requestId]) => ({
          type: 'OwnershipRejected' as const,
          data: { requestId, reason: 'packed' },
        })),
      ],
    });
  }
  return [{ subject: packageId, events: [{ type: 'PackageContentsAdded', data: { entries } }] }, ...writes];
}

/** Unpacking releases the package's direct contents; a package inside another stays sealed. */
export function decideUnpacking(subjects: Subjects, packageId: string, actorId: string): SubjectWrites {
  const target = subjects.get(packageId);
  if (!target?.exists || target.kind !== 'package') throw packingErrors.notPackage();
  if (target.ownerId !== actorId) throw packingErrors.notYours(packageId);
  if (target.packedIn) throw packingErrors.nested(packageId);
  if (target.contents.length === 0) throw packingErrors.empty();
  return [
    { subject: packageId, events: [{ type: 'PackageUnpacked', data: { entries: target.contents } }] },
    ...target.contents.map((c) => ({ subject: c.id, events: [{ type: 'ReleasedFromPackage' as const, data: { packageId } }] })),
  ];
}

/** Every item and package inside `packageId`, at any depth; all must be in `subjects`. */
export function descendantsOf(subjects: Subjects, packageId: string): ContentRef[] {
  const found: ContentRef[] = [];
  const queue = [...(subjects.get(packageId)?.contents ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    const state = subjects.get(next.id);
    if (!state) {
      throw new DomainError('conflict', 'PACKAGING.CHANGED', 'The package contents changed meanwhile. Please retry.');
    }
    found.push(next);
    if (next.type === 'package') queue.push(...state.contents);
  }
  return found;
}

function assertDecidable(state: SubjectState, requestId: string, actorId: string) {
  const request = state.requests[requestId];
  if (!request) throw ownershipErrors.requestNotFound();
  // Whoever could decide it hears that it was decided (409); anyone else just may not (403).
  if (actorId !== request.ownerId && actorId !== state.ownerId) throw ownershipErrors.notOwner();
  if (request.status !== 'request') throw ownershipErrors.alreadyDecided(request.status);
  if (actorId !== state.ownerId) throw ownershipErrors.notOwner();
  return request;
}

function supersede(state: SubjectState, except?: string): SubjectEvent[] {
  return pendingRequests(state)
    .filter(([id]) => id !== except)
    .map(([requestId]) => ({ type: 'OwnershipRejected' as const, data: { requestId, reason: 'superseded' } }));
}
