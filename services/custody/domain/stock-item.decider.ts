import { Decider, MultiStreamDecider } from '../../platform/domain/decider.types';
import { DomainError, unknownProductId } from '../../platform/errors/domain.errors';
import type { BatchDetails } from '../custody.public';
import { CustodyEvent } from './custody.events';
import { CustodyState, evolveCustody, initialCustody } from './custody.state';
import { CUSTODY } from './custody.errors';

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

export const stockItemErrors = {
  exists: (displayId: string) => new DomainError('conflict', CUSTODY.STOCK_ITEM_EXISTS, `Stock item ${displayId} already exists.`),
  notFound: () => unknownProductId(CUSTODY.STOCK_ITEM_NOT_FOUND),
  notRegistrant: () =>
    new DomainError('forbidden', CUSTODY.STOCK_ITEM_NOT_REGISTRANT, 'Only the brand that registered this item may change its batch data.'),
};

/**
 * A stock item comes into existence once, owned by the brand that registered it; that brand alone
 * records or corrects its batch data (batch, status, dates), whoever owns the item later.
 */
export const stockItemDecider: Decider<StockItemCommand, CustodyEvent, CustodyState> = {
  initialState: initialCustody,
  evolve: evolveCustody,
  decide(command, state) {
    if (command.kind === 'RecordBatch') {
      if (!state.exists) throw stockItemErrors.notFound();
      if (state.registrantId !== command.actorId) throw stockItemErrors.notRegistrant();
      return [{ type: 'StockItemBatchRecorded', data: command.details }];
    }
    if (state.exists) throw stockItemErrors.exists(command.displayId);
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

export interface RecordBatchAcross {
  kind: 'RecordBatch';
  actorId: string;
  details: BatchDetails;
}

/** updatebatch: the same batch data on every loaded item's stream, all or none. */
export const recordBatchDecider: MultiStreamDecider<RecordBatchAcross, CustodyEvent, CustodyState> = {
  multiStream: true,
  initialState: initialCustody,
  evolve: evolveCustody,
  decide: (command, states) => [...states].map(([stream, state]) => ({ stream, events: stockItemDecider.decide(command, state) })),
};
