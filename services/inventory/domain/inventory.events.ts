import type {
  DisplayIdsAllocated,
  StockItemBatchRecorded,
  StockItemHandedOver,
  StockItemRegistered,
} from '../../../proto/gen/provenance/inventory/v1/events_pb';
import { DomainEvent, EventData } from '../../platform/event-store/event-types';

export type SequenceEvent = DomainEvent<'DisplayIdsAllocated', EventData<DisplayIdsAllocated>>;

export type StockItemEvent =
  | DomainEvent<'StockItemRegistered', EventData<StockItemRegistered>>
  | DomainEvent<'StockItemHandedOver', EventData<StockItemHandedOver>>
  | DomainEvent<'StockItemBatchRecorded', EventData<StockItemBatchRecorded>>;
