import type * as integrations from '../../../proto/gen/provenance/integrations/v1/events_pb';
import { EventsOf } from '../../platform/event-store/event.types';

export type ApiKeyEvent = EventsOf<typeof integrations, 'ApiKeyCreated' | 'ApiKeyRevoked' | 'ApiKeyUsed'>;
