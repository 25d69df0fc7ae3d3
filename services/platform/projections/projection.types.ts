import { RecordedEvent } from '../event-store/event-store.port';
import { DomainEvent } from '../event-store/event.types';
import { IndexSpec, ProjectionWriter } from '../read-store/read-store.port';

/** A stored event of one of the types of `E`, its `data` typed by that type's contract. */
export type RecordedOf<E extends DomainEvent> = E extends DomainEvent ? Omit<RecordedEvent, 'type' | 'data'> & { type: E['type']; data: E['data'] } : never;

/**
 * Handlers keyed by event type, each getting the event with its typed payload. (Declared as methods, so a
 * map for some event types is also a map for any event type, as the runner sees it.)
 */
export type EventHandlers<E extends DomainEvent, Arg> = {
  [T in E['type']]?: { handle(event: RecordedOf<Extract<E, { type: T }>>, arg: Arg): Promise<void> }['handle'];
};

/**
 * A projection: a map from event type to a read-model update. It owns its collections (and reads only
 * those), and its checkpoint records the last event applied. `E` names the events it follows, so each
 * handler sees its payload as the contract types it.
 */
export interface Projection<E extends DomainEvent = DomainEvent> {
  name: string;
  collections: string[];
  indexes?: IndexSpec[];
  handlers: EventHandlers<E, ProjectionWriter>;
  /** For a projection over the whole log whatever the type (the transparency log's Merkle tree). */
  everyEvent?: (event: RecordedEvent, writer: ProjectionWriter) => Promise<void>;
  /**
   * Called once after a batch's events, in the same write as them: a projection that keeps what a batch
   * changes in memory (rather than a read-store operation per event) writes it here.
   */
  endBatch?: (writer: ProjectionWriter) => Promise<void>;
}
