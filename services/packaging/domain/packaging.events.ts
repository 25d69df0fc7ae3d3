import type { PackagingOrderPlaced } from '../../../proto/gen/provenance/packaging/v1/events_pb';
import { DomainEvent, EventData } from '../../platform/event-store/event.types';

export type PackagingOrderEvent = DomainEvent<'PackagingOrderPlaced', EventData<PackagingOrderPlaced>>;
