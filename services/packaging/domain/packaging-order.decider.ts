import { Decider } from '../../platform/domain/decider.types';
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
export const packagingOrderDecider: Decider<PlacePackagingOrder, PackagingOrderEvent, { placed: boolean }> = {
  initialState: { placed: false },
  evolve: () => ({ placed: true }),
  decide(command, state) {
    if (state.placed) throw new DomainError('conflict', PACKAGING.ORDER_EXISTS, 'This packaging order was already placed.');
    return [{ type: 'PackagingOrderPlaced', data: { orderId: command.orderId, ownerId: command.ownerId, ...command.order } }];
  },
};
