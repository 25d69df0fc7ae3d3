import { DomainEvent } from '../../platform/event-store/event-types';
import { SubjectEvent } from './ownership.events';

export type SubjectKind = 'item' | 'package';

export interface ContentRef {
  type: SubjectKind;
  id: string;
}

export interface RequestState {
  requesterId: string;
  ownerId: string;
  status: 'request' | 'approved' | 'rejected';
}

/** A stock item or package as far as custody goes: who owns it, where it is packed, what it holds. */
export interface SubjectState {
  exists: boolean;
  kind: SubjectKind | '';
  displayId: string;
  ownerId: string;
  /** Display id of the package it is inside, '' when loose. */
  packedIn: string;
  /** Direct contents (packages only). */
  contents: ContentRef[];
  requests: Record<string, RequestState>;
}

export const initialSubject: SubjectState = {
  exists: false,
  kind: '',
  displayId: '',
  ownerId: '',
  packedIn: '',
  contents: [],
  requests: {},
};

const withRequest = (state: SubjectState, id: string, patch: Partial<RequestState>): SubjectState => ({
  ...state,
  requests: { ...state.requests, [id]: { ...state.requests[id], ...patch } },
});

/** Folds one event of an item's or package's stream; other events leave the state as it is. */
export function evolveSubject(state: SubjectState, domainEvent: DomainEvent): SubjectState {
  const event = domainEvent as SubjectEvent;
  switch (event.type) {
    case 'StockItemRegistered':
      return { ...state, exists: true, kind: 'item', displayId: event.data.displayId, ownerId: event.data.ownerId };
    case 'PackageCreated':
      return { ...state, exists: true, kind: 'package', displayId: event.data.displayId, ownerId: event.data.ownerId };
    case 'StockItemHandedOver':
      return { ...state, ownerId: event.data.toOwnerId };
    case 'OwnershipRequested':
      return withRequest(state, event.data.requestId, {
        requesterId: event.data.requesterId,
        ownerId: event.data.ownerId,
        status: 'request',
      });
    case 'OwnershipApproved':
      return { ...withRequest(state, event.data.requestId, { status: 'approved' }), ownerId: event.data.newOwnerId };
    case 'OwnershipRejected':
      return withRequest(state, event.data.requestId, { status: 'rejected' });
    case 'OwnershipTransferredWithPackage':
      return { ...state, ownerId: event.data.toOwnerId };
    case 'PackedIntoPackage':
      return { ...state, packedIn: event.data.packageId };
    case 'ReleasedFromPackage':
      return { ...state, packedIn: '' };
    case 'PackageContentsAdded':
      return { ...state, contents: [...state.contents, ...event.data.entries.map(toRef)] };
    case 'PackageUnpacked': {
      const released = new Set(event.data.entries.map((e) => e.id));
      return { ...state, contents: state.contents.filter((c) => !released.has(c.id)) };
    }
    default:
      return state;
  }
}

function toRef(entry: { type: string; id: string }): ContentRef {
  return { type: entry.type === 'package' ? 'package' : 'item', id: entry.id };
}

export function pendingRequests(state: SubjectState): [string, RequestState][] {
  return Object.entries(state.requests).filter(([, r]) => r.status === 'request');
}
