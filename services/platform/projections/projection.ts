import { RecordedEvent } from '../event-store/event-store.port';
import { IndexSpec, ProjectionWriter } from '../read-store/read-store.port';

/**
 * A projection: a map from event type to a read-model update. It owns its collections (and reads only
 * those), and its checkpoint records the last event applied.
 */
export interface Projection {
  name: string;
  collections: string[];
  indexes?: IndexSpec[];
  handlers: Partial<Record<string, (event: RecordedEvent, writer: ProjectionWriter) => Promise<void>>>;
  /** For a projection over the whole log whatever the type (the transparency log's Merkle tree). */
  everyEvent?: (event: RecordedEvent, writer: ProjectionWriter) => Promise<void>;
}
