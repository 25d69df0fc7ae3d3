import type {
  ContactQueryReceived,
  CounterfeitReported,
  NewsletterSubscribed,
} from '../../../proto/gen/provenance/engagement/v1/events_pb';
import type { OwnershipApproved, OwnershipTransferredWithPackage } from '../../../proto/gen/provenance/ownership/v1/events_pb';
import type { StockItemHandedOver, StockItemRegistered } from '../../../proto/gen/provenance/inventory/v1/events_pb';
import type { OwnershipDelivered } from '../../../proto/gen/provenance/logistics/v1/events_pb';
import type { PackageCreated } from '../../../proto/gen/provenance/packaging/v1/events_pb';
import { DomainEvent, EventData } from '../../platform/event-store/event-types';

export type CounterfeitReportedEvent = DomainEvent<'CounterfeitReported', EventData<CounterfeitReported>>;
export type NewsletterSubscribedEvent = DomainEvent<'NewsletterSubscribed', EventData<NewsletterSubscribed>>;
export type ContactQueryReceivedEvent = DomainEvent<'ContactQueryReceived', EventData<ContactQueryReceived>>;

/**
 * The published events of an item's or package's stream that say whether it exists and who holds it
 * (what a counterfeit report needs to know); everything else on that stream leaves the state alone.
 */
export type ReportedSubjectEvent =
  | CounterfeitReportedEvent
  | DomainEvent<'StockItemRegistered', EventData<StockItemRegistered>>
  | DomainEvent<'PackageCreated', EventData<PackageCreated>>
  | DomainEvent<'StockItemHandedOver', EventData<StockItemHandedOver>>
  | DomainEvent<'OwnershipApproved', EventData<OwnershipApproved>>
  | DomainEvent<'OwnershipTransferredWithPackage', EventData<OwnershipTransferredWithPackage>>
  | DomainEvent<'OwnershipDelivered', EventData<OwnershipDelivered>>;
