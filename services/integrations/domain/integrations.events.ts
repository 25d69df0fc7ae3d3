import type { ApiKeyCreated, ApiKeyRevoked, ApiKeyUsed } from '../../../proto/gen/provenance/integrations/v1/events_pb';
import { DomainEvent, EventData } from '../../platform/event-store/event.types';

export type ApiKeyEvent =
  | DomainEvent<'ApiKeyCreated', EventData<ApiKeyCreated>>
  | DomainEvent<'ApiKeyRevoked', EventData<ApiKeyRevoked>>
  | DomainEvent<'ApiKeyUsed', EventData<ApiKeyUsed>>;
