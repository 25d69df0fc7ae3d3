import { createRegistry, DescMessage, type MessageShape } from '@bufbuild/protobuf';
import { contractCheck } from './contract.check';
import { file_provenance_catalog_v1_events } from '../../../proto/gen/provenance/catalog/v1/events_pb';
import { file_provenance_engagement_v1_events } from '../../../proto/gen/provenance/engagement/v1/events_pb';
import { file_provenance_identity_v1_events } from '../../../proto/gen/provenance/identity/v1/events_pb';
import { file_provenance_integrations_v1_events } from '../../../proto/gen/provenance/integrations/v1/events_pb';
import { file_provenance_inventory_v1_events } from '../../../proto/gen/provenance/inventory/v1/events_pb';
import { file_provenance_logistics_v1_events } from '../../../proto/gen/provenance/logistics/v1/events_pb';
import { file_provenance_ownership_v1_events } from '../../../proto/gen/provenance/ownership/v1/events_pb';
import { file_provenance_packaging_v1_events } from '../../../proto/gen/provenance/packaging/v1/events_pb';
import { file_provenance_support_v1_events } from '../../../proto/gen/provenance/support/v1/events_pb';

/**
 * Event payload types come from the proto contracts; stored data is the message's plain fields.
 * `EventData<StockItemRegistered>` is the generated message without protobuf-es bookkeeping.
 */
export type EventData<M> = { [K in keyof M as K extends '$typeName' | '$unknown' ? never : K]: Plain<M[K]> };
type Plain<T> = T extends (infer U)[] ? Plain<U>[] : T extends { $typeName: string } ? EventData<T> : T;

/** A domain event as deciders produce it: the past-tense type name and its payload. */
export interface DomainEvent<T extends string = string, D = Record<string, unknown>> {
  type: T;
  data: D;
}

const registry = createRegistry(
  file_provenance_identity_v1_events,
  file_provenance_catalog_v1_events,
  file_provenance_inventory_v1_events,
  file_provenance_ownership_v1_events,
  file_provenance_packaging_v1_events,
  file_provenance_engagement_v1_events,
  file_provenance_logistics_v1_events,
  file_provenance_integrations_v1_events,
  file_provenance_support_v1_events,
);

const schemasByType = new Map<string, DescMessage>();
for (const type of registry) {
  if (type.kind === 'message') schemasByType.set(type.name, type);
}

/**
 * Every event type is a message of `proto/`: an unknown type, an unknown field or a wrong-typed value is a
 * programming error caught before anything is stored.
 */
export function assertEventMatchesContract(event: DomainEvent): void {
  const schema = schemasByType.get(event.type);
  if (!schema) throw new Error(`Event type ${event.type} has no message in proto/`);
  const problem = contractCheck(schema)(event.data);
  if (problem) throw new Error(`Event ${event.type} does not match its contract: ${problem}`);
}

/**
 * The domain events of some messages of one generated proto module, named by type:
 * `EventsOf<typeof support, 'SupportTicketOpened' | 'SupportTicketRead'>` is the union of
 * `DomainEvent<'SupportTicketOpened', EventData<SupportTicketOpened>>` and the same for `SupportTicketRead`.
 */
export type EventsOf<Module, T extends string> = T extends unknown
  ? DomainEvent<T, EventData<MessageShape<Extract<Module[`${T}Schema` & keyof Module], DescMessage>>>>
  : never;
