import { onceDecider } from '../../platform/domain/once.decider';
import { DomainError } from '../../platform/errors/domain.errors';
import { PackagingOrderEvent } from './packaging.events';
import { PACKAGING } from './packaging.errors';

export interface PackagingOrder {
  vendorName: string;
  vendorContact: string;
  quantity: number;
  packagingType: string;
  address: string;
  notes: string;
}

export type PlacePackagingOrder = { kind: 'PlacePackagingOrder'; orderId: string; ownerId: string; order: PackagingOrder };

/** An outsourced packaging order is placed once, on a stream of its own. */
export const packagingOrderDecider = onceDecider<PlacePackagingOrder, PackagingOrderEvent>(
  (command) => [{ type: 'PackagingOrderPlaced', data: { orderId: command.orderId, ownerId: command.ownerId, ...command.order } }],
  () => {
    throw new DomainError('conflict', PACKAGING.ORDER_EXISTS, 'This packaging order was already placed.');
  },
);
