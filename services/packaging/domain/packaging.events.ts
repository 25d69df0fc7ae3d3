import type * as packaging from '../../../proto/gen/provenance/packaging/v1/events_pb';
import { EventsOf } from '../../platform/event-store/event.types';

export type PackagingOrderEvent = EventsOf<typeof packaging, 'PackagingOrderPlaced'>;
