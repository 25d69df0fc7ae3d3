import type {
  ProductDetailsRecorded,
  ProductGtinAssigned,
  ProductImageAdded,
  ProductRegistered,
  ProductUpdated,
} from '../../../proto/gen/provenance/catalog/v1/events_pb';
import { DomainEvent, EventData } from '../../platform/event-store/event.types';

export type ProductEvent =
  | DomainEvent<'ProductRegistered', EventData<ProductRegistered>>
  | DomainEvent<'ProductGtinAssigned', EventData<ProductGtinAssigned>>
  | DomainEvent<'ProductUpdated', EventData<ProductUpdated>>
  | DomainEvent<'ProductImageAdded', EventData<ProductImageAdded>>
  | DomainEvent<'ProductDetailsRecorded', EventData<ProductDetailsRecorded>>;
