import { CustodyEvent } from '../../services/custody/domain/custody.events';

// Givens of custody's decider specs: the events that make an item or a package and pack it.

export const item = (id: string, owner = 'alice'): CustodyEvent => ({
  type: 'StockItemRegistered',
  data: { displayId: id, productId: 'p1', ownerId: owner, location: '', addressLocation: '' },
});

export const pkg = (id: string, owner = 'alice'): CustodyEvent => ({
  type: 'PackageCreated',
  data: { displayId: id, ownerId: owner, brandName: 'Rolex', totalProduct: 2, manufectureDate: '2026-01-01', expireDate: '2030-01-01', details: '', location: '', addressLocation: '' },
});

export const packed = (packageId: string): CustodyEvent => ({ type: 'PackedIntoPackage', data: { packageId } });

export const holds = (...ids: string[]): CustodyEvent => ({ type: 'PackageContentsAdded', data: { entries: ids.map((id) => ({ type: 'item', id })) } });
