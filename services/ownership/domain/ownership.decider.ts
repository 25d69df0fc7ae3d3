import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/errors/domain-error';
import { OwnedSubjectEvent } from './ownership.events';

export type OwnershipCommand =
  | { kind: 'RequestOwnership'; requestId: string; requesterId: string }
  | { kind: 'ApproveOwnership'; requestId: string; actorId: string }
  | { kind: 'RejectOwnership'; requestId: string; actorId: string }
  | { kind: 'HandOver'; actorId: string; toUserId: string };

interface RequestState {
  requesterId: string;
  ownerId: string;
  status: 'request' | 'approved' | 'rejected';
}

export interface OwnershipState {
  exists: boolean;
  ownerId: string;
  requests: Record<string, RequestState>;
}

export const ownershipErrors = {
  notFound: () => new DomainError('not_found', 'OWNERSHIP.SUBJECT_NOT_FOUND', 'Invalid Product id', { msg: 'Invalid Product id' }),
  requestNotFound: () => new DomainError('not_found', 'OWNERSHIP.REQUEST_NOT_FOUND', 'Ownership request not found.'),
  notOwner: () => new DomainError('forbidden', 'OWNERSHIP.NOT_OWNER', 'Only the current owner may do this.'),
  alreadyDecided: (status: string) =>
    new DomainError('conflict', 'OWNERSHIP.ALREADY_DECIDED', `This request was already ${status}.`),
  alreadyOwner: () => new DomainError('conflict', 'OWNERSHIP.ALREADY_OWNER', 'You already own this item.'),
  alreadyRequested: () =>
    new DomainError('conflict', 'OWNERSHIP.ALREADY_REQUESTED', 'You already have a pending request for this item.'),
};

const pendingOf = (state: OwnershipState) =>
  Object.entries(state.requests).filter(([, r]) => r.status === 'request');

/**
 * Who owns an item, and how that changes: only by the owner's approval of a request, or the owner handing
 * it over directly. A request is decided once; when ownership moves, every other pending request is
 * closed as superseded (its owner can no longer decide it).
 */
export const ownershipDecider: Decider<OwnershipCommand, OwnedSubjectEvent, OwnershipState> = {
  initialState: { exists: false, ownerId: '', requests: {} },

  evolve(state, event) {
    switch (event.type) {
      case 'StockItemRegistered':
        return { ...state, exists: true, ownerId: event.data.ownerId };
      case 'StockItemHandedOver':
        return { ...state, ownerId: event.data.toOwnerId };
      case 'OwnershipRequested':
        return {
          ...state,
          requests: {
            ...state.requests,
            [event.data.requestId]: { requesterId: event.data.requesterId, ownerId: event.data.ownerId, status: 'request' },
          },
        };
      case 'OwnershipApproved':
        return {
          ...state,
          ownerId: event.data.newOwnerId,
          requests: { ...state.requests, [event.data.requestId]: { ...state.requests[event.data.requestId], status: 'approved' } },
        };
      case 'OwnershipRejected':
        return {
          ...state,
          requests: { ...state.requests, [event.data.requestId]: { ...state.requests[event.data.requestId], status: 'rejected' } },
        };
    }
  },

  decide(command, state) {
    if (!state.exists) throw ownershipErrors.notFound();
    switch (command.kind) {
      case 'RequestOwnership': {
        if (command.requesterId === state.ownerId) throw ownershipErrors.alreadyOwner();
        if (pendingOf(state).some(([, r]) => r.requesterId === command.requesterId)) throw ownershipErrors.alreadyRequested();
        return [
          {
            type: 'OwnershipRequested',
            data: { requestId: command.requestId, requesterId: command.requesterId, ownerId: state.ownerId },
          },
        ];
      }
      case 'ApproveOwnership':
      case 'RejectOwnership': {
        const request = state.requests[command.requestId];
        if (!request) throw ownershipErrors.requestNotFound();
        // Whoever could decide it hears that it was decided (409); anyone else just may not (403).
        if (command.actorId !== request.ownerId && command.actorId !== state.ownerId) throw ownershipErrors.notOwner();
        if (request.status !== 'request') throw ownershipErrors.alreadyDecided(request.status);
        if (command.actorId !== state.ownerId) throw ownershipErrors.notOwner();
        if (command.kind === 'RejectOwnership') {
          return [{ type: 'OwnershipRejected', data: { requestId: command.requestId, reason: 'owner' } }];
        }
        return [
          {
            type: 'OwnershipApproved',
            data: { requestId: command.requestId, previousOwnerId: state.ownerId, newOwnerId: request.requesterId },
          },
          ...supersede(state, command.requestId),
        ];
      }
      case 'HandOver': {
        if (command.actorId !== state.ownerId) throw ownershipErrors.notOwner();
        if (command.toUserId === state.ownerId) throw ownershipErrors.alreadyOwner();
        return [
          { type: 'StockItemHandedOver', data: { fromOwnerId: state.ownerId, toOwnerId: command.toUserId } },
          ...supersede(state),
        ];
      }
    }
  },
};

function supersede(state: OwnershipState, except?: string): OwnedSubjectEvent[] {
  return pendingOf(state)
    .filter(([id]) => id !== except)
    .map(([requestId]) => ({ type: 'OwnershipRejected' as const, data: { requestId, reason: 'superseded' } }));
}
