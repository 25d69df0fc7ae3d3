import type * as catalog from '../../../proto/gen/provenance/catalog/v1/events_pb';
import { EventsOf } from '../../platform/event-store/event.types';

export type ProductEvent = EventsOf<typeof catalog, 'ProductRegistered' | 'ProductGtinAssigned' | 'ProductUpdated' | 'ProductImageAdded' | 'ProductDetailsRecorded'>;
