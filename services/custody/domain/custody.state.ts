import { MultiStreamDecider } from '../../platform/domain/decider.types';
import type { GoodsKind } from '../../platform/domain/display-id.rules';
import { DomainError } from '../../platform/errors/domain.errors';
import { DomainEvent } from '../../platform/event-store/event.types';
import { goodsStreamOf, idOf } from '../../platform/event-store/streams.rules';
import type { ContentRef, CustodyStatus, PackageDetails } from '../custody.public';
import { CustodyEvent } from './custody.events';
import { CUSTODY } from './custody.errors';

export interface RequestState {
  requesterId: string;
  ownerId: string;
  status: 'request' | 'approved' | 'rejected';
}

/**
 * Where a stock item or package is. Everything starts `in_stock` at its registration place; the logistics
 * rules (warehouse check-in, shipment, delivery) move it on.
 */
export interface CustodyLocation {
  status: CustodyStatus;
  /** The warehouse holding it while `in_warehouse`, '' otherwise. */
  warehouseId: string;
  /** The shipment it is on (planned or in transit), '' when none. */
  shipmentId: string;
  shipmentDisplayId: string;
}

/**
 * A stock item or package: the one state its stream folds to, for every rule about it. Who owns it (and
 * who registered it), the package it is packed in, what it holds, where it is, its ownership requests, and
 * how often it was reported as a counterfeit.
 */
export interface CustodyState {
  exists: boolean;
  kind: GoodsKind | '';
  displayId: string;
  ownerId: string;
  /** The brand that registered the item or created the package. */
  registrantId: string;
  /** Display id of the package it is inside, '' when loose. */
  packedIn: string;
  /** Direct contents (packages only). */
  contents: ContentRef[];
  requests: Record<string, RequestState>;
  /** Descriptive details (packages only). */
  details?: PackageDetails;
  location: CustodyLocation;
  reports: number;
}

export const initialCustody: CustodyState = {
  exists: false,
  kind: '',
  displayId: '',
  ownerId: '',
  registrantId: '',
  packedIn: '',
  contents: [],
  requests: {},
  location: { status: 'in_stock', warehouseId: '', shipmentId: '', shipmentDisplayId: '' },
  reports: 0,
};

const withRequest = (state: CustodyState, id: string, patch: Partial<RequestState>): CustodyState => ({
  ...state,
  requests: { ...state.requests, [id]: { ...state.requests[id], ...patch } },
});

/** The one fold of an item's or package's stream; events of other types leave the state as it is. */
export function evolveCustody(state: CustodyState, domainEvent: DomainEvent): CustodyState {
  const event = domainEvent as CustodyEvent;
  switch (event.type) {
    case 'StockItemRegistered':
      return { ...state, exists: true, kind: 'item', displayId: event.data.displayId, ownerId: event.data.ownerId, registrantId: event.data.ownerId };
    case 'PackageCreated': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        kind: 'package',
        displayId: d.displayId,
        ownerId: d.ownerId,
        registrantId: d.ownerId,
        details: { brandName: d.brandName, totalProduct: d.totalProduct, manufectureDate: d.manufectureDate, expireDate: d.expireDate, details: d.details },
      };
    }
    case 'PackageDetailsUpdated':
      return { ...state, details: event.data };
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
    case 'GoodsCheckedIn':
      return { ...state, location: { ...state.location, status: 'in_warehouse', warehouseId: event.data.warehouseId } };
    case 'GoodsCheckedOut':
      return { ...state, location: { ...state.location, status: 'in_stock', warehouseId: '' } };
    case 'GoodsLoaded':
      return { ...state, location: { ...state.location, shipmentId: event.data.shipmentId, shipmentDisplayId: event.data.shipmentDisplayId } };
    case 'GoodsDispatched':
      return { ...state, location: { ...state.location, status: 'in_transit', warehouseId: '' } };
    case 'GoodsDelivered':
      return { ...state, location: { status: 'delivered', warehouseId: '', shipmentId: '', shipmentDisplayId: '' } };
    case 'OwnershipDelivered':
      return { ...state, ownerId: event.data.toOwnerId, location: { status: 'delivered', warehouseId: '', shipmentId: '', shipmentDisplayId: '' } };
    case 'CounterfeitReported':
      return { ...state, reports: state.reports + 1 };
    default:
      return state;
  }
}

function toRef(entry: { type: string; id: string }): ContentRef {
  return { type: entry.type === 'package' ? 'package' : 'item', id: entry.id };
}

/**
 * Goods on a shipment stay as they are until delivered: reserved while it is planned, then in transit. They
 * cannot be packed, unpacked, handed over or approved to a requester meanwhile (checking in and shipping again
 * are refused by the logistics moves with the same codes).
 */
export function assertNotShipping(state: CustodyState): void {
  if (!state.location.shipmentId && state.location.status !== 'in_transit') return;
  if (state.location.status === 'in_transit') throw new DomainError('conflict', CUSTODY.LOGISTICS_IN_TRANSIT, `${state.displayId} is in transit.`);
  throw new DomainError('conflict', CUSTODY.LOGISTICS_ON_SHIPMENT, `${state.displayId} is planned on shipment ${state.location.shipmentDisplayId}.`);
}

export function pendingRequests(state: CustodyState): [string, RequestState][] {
  return Object.entries(state.requests).filter(([, r]) => r.status === 'request');
}

/** Subjects keyed by display id; a multi-stream decision returns events per display id. */
export type Subjects = ReadonlyMap<string, CustodyState>;
export type SubjectWrites = { subject: string; events: CustodyEvent[] }[];

/** A custody rule over display ids as a multi-stream decider over their streams. */
export function acrossStreams<C>(
  decide: (command: C, subjects: Subjects) => SubjectWrites,
): MultiStreamDecider<C, CustodyEvent, CustodyState> {
  return {
    multiStream: true,
    initialState: initialCustody,
    evolve: evolveCustody,
    decide(command, states) {
      const subjects: Subjects = new Map([...states].map(([stream, state]) => [idOf(stream), state]));
      return decide(command, subjects).map((w) => ({ stream: goodsStreamOf(w.subject), events: w.events }));
    },
  };
}
