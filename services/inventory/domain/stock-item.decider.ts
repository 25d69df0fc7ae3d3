import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/errors/domain-error';
import { StockItemEvent } from './inventory.events';

export type StockItemCommand = {
  kind: 'RegisterStockItem';
  displayId: string;
  productId: string;
  ownerId: string;
  location: string;
  addressLocation: string;
};

/** A stock item comes into existence once, owned by the brand that registered it. */
export const stockItemDecider: Decider<StockItemCommand, StockItemEvent, { exists: boolean }> = {
  initialState: { exists: false },
  evolve: (state, event) => (event.type === 'StockItemRegistered' ? { exists: true } : state),
  decide(command, state) {
    if (state.exists) throw new DomainError('conflict', 'STOCK_ITEM.EXISTS', `Stock item ${command.displayId} already exists.`);
    return [
      {
        type: 'StockItemRegistered',
        data: {
          displayId: command.displayId,
          productId: command.productId,
          ownerId: command.ownerId,
          location: command.location,
          addressLocation: command.addressLocation,
        },
      },
    ];
  },
};
