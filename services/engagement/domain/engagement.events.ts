import type { ContactQueryReceived, NewsletterSubscribed } from '../../../proto/gen/provenance/engagement/v1/events_pb';
import { DomainEvent, EventData } from '../../platform/event-store/event.types';

export type NewsletterSubscribedEvent = DomainEvent<'NewsletterSubscribed', EventData<NewsletterSubscribed>>;
export type ContactQueryReceivedEvent = DomainEvent<'ContactQueryReceived', EventData<ContactQueryReceived>>;

