import type * as engagement from '../../../proto/gen/provenance/engagement/v1/events_pb';
import { EventsOf } from '../../platform/event-store/event.types';

export type NewsletterSubscribedEvent = EventsOf<typeof engagement, 'NewsletterSubscribed'>;
export type ContactQueryReceivedEvent = EventsOf<typeof engagement, 'ContactQueryReceived'>;

