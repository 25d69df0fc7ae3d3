import { Decider } from '../../platform/domain/decider';
import { DomainError, unknownProductId } from '../../platform/errors/domain-error';
import { StockItemEvent } from './inventory.events';

export interface BatchDetails {
  batch: string;
  status: string;
  manufectureDate: string;
  expireDate: string;
  warranty: string;
}

export type StockItemCommand =
  | {
      kind: 'RegisterStockItem';
      displayId: string;
      productId: string;
      ownerId: string;
      location: string;
      addressLocation: string;
    }
  | { kind: 'RecordBatch'; actorId: string; details: BatchDetails };

export interface StockItemState {
  exists: boolean;
  /** The brand that registered the item: the only one who may correct its manufacturing data. */
  registrantId: string;
}

/**
 * A stock item comes into existence once, owned by the brand that registered it; that brand alone
 * records or corrects its batch data (batch, status, dates), whoever owns the item later.
 */
export const stockItemDecider: Decider<StockItemCommand, StockItemEvent, StockItemState> = {
  initialState: { exists: false, registrantId: '' },
  evolve: (state, event) => (event.type === 'StockItemRegistered' ? { exists: true, registrantId: event.data.ownerId } : state),
  decide(command, state) {
    if (command.kind === 'RecordBatch') {
      if (!state.exists) throw unknownProductId('STOCK_ITEM.NOT_FOUND');
      if (state.registrantId !== command.actorId) {
        throw new DomainError('forbidden', 'STOCK_ITEM.NOT_REGISTRANT', 'Only the brand that registered this item may change its batch data.');
      }
      return [{ type: 'StockItemBatchRecorded', data: command.details }];
    }
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
