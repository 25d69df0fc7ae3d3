/**
 * What an item's or package's history says about it at a point of its stream: who owned it, where it was,
 * which package held it and its custody status. A stand-in read-side fold of the events the tracking page
 * already shows; the custody context's own `evolve` replaces it once its public file offers one.
 */
export interface CustodySnapshot {
  ownerId: string | null;
  location: string | null;
  container: string | null;
  status: 'in_stock' | 'in_warehouse' | 'in_transit';
}

export const EMPTY_SNAPSHOT: CustodySnapshot = { ownerId: null, location: null, container: null, status: 'in_stock' };

type Data = Record<string, unknown>;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

export function evolveSnapshot(state: CustodySnapshot, event: { type: string; data: Data }): CustodySnapshot {
  const d = event.data;
  switch (event.type) {
    case 'StockItemRegistered':
    case 'PackageCreated':
      return { ...state, ownerId: text(d.ownerId), location: text(d.addressLocation) ?? text(d.location), status: 'in_stock' };
    case 'OwnershipApproved':
      return { ...state, ownerId: text(d.newOwnerId) ?? state.ownerId };
    case 'StockItemHandedOver':
    case 'OwnershipTransferredWithPackage':
      return { ...state, ownerId: text(d.toOwnerId) ?? state.ownerId };
    case 'PackedIntoPackage':
      return { ...state, container: text(d.packageId) };
    case 'ReleasedFromPackage':
      return { ...state, container: null };
    case 'GoodsCheckedIn':
      return { ...state, status: 'in_warehouse', location: text(d.addressLocation) ?? text(d.address) ?? state.location };
    case 'GoodsCheckedOut':
      return { ...state, status: 'in_stock' };
    case 'ShipmentDispatched':
      return { ...state, status: 'in_transit' };
    case 'ShipmentPositionReported':
      return { ...state, location: text(d.location) ?? state.location };
    case 'ShipmentDelivered':
      return { ...state, status: 'in_stock', location: text(d.addressLocation) ?? text(d.address) ?? state.location };
    default:
      return state;
  }
}

export const snapshotOf = (events: { type: string; data: Data }[]): CustodySnapshot => events.reduce(evolveSnapshot, EMPTY_SNAPSHOT);
