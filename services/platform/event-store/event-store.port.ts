/**
 * The event store port. Domain code, handlers and projections depend on this interface only;
 * the SQLite and EventStoreDB adapters implement it and pass the same contract suite
 * (test/contracts/event-store.contract.ts).
 */

/** Expected revision of a stream when appending: any, the stream must not exist, or an exact revision. */
export type ExpectedRevision = 'any' | 'no_stream' | bigint;

export const ANY: ExpectedRevision = 'any';
export const NO_STREAM: ExpectedRevision = 'no_stream';

export interface EventMetadataJson {
  correlationId: string;
  causationId: string;
  userId: string;
  time: string;
  prevHash: string;
  hash: string;
}

/** An event ready to append. `id` makes the append idempotent: re-appending the same ids is a no-op. */
export interface NewEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadataJson;
}

export interface RecordedEvent {
  id: string;
  stream: string;
  /** 0-based position inside its stream. */
  revision: bigint;
  /** Position in the global log; strictly increasing in commit order. */
  position: bigint;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadataJson;
}

export interface AppendResult {
  /** Revision of the last event of the stream after the append. */
  nextExpectedRevision: bigint;
  /** Global position of the last event written (or of the already-stored duplicate). */
  position: bigint;
}

/** One stream's part of a multi-stream append. */
export interface StreamWrite {
  stream: string;
  expected: ExpectedRevision;
  events: NewEvent[];
}

export interface MultiAppendResult {
  /** Global position of the last event written. */
  position: bigint;
  streams: { stream: string; nextExpectedRevision: bigint }[];
}

export interface ReadStreamOptions {
  fromRevision?: bigint;
  direction?: 'forwards' | 'backwards';
  maxCount?: number;
}

export interface StreamInfo {
  stream: string;
  length: number;
  headHash: string;
  lastPosition: bigint;
}

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running any more. */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events strictly after this position; undefined means from the start of the log. */
  after?: bigint;
  /** Largest batch handed to the handler at once. */
  batchSize?: number;
  /** Called when the handler throws; the subscription stops. */
  onError?: (error: unknown) => void;
}

export interface EventStore {
  append(stream: string, expected: ExpectedRevision, events: NewEvent[]): Promise<AppendResult>;
  /**
   * Appends to several streams atomically: every stream's expected revision holds and every event lands,
   * or nothing is written. Used where one decision spans aggregates (packing, package transfer, bulk
   * stock upload). Idempotent by event id like `append`.
   */
  appendMultiple(writes: StreamWrite[]): Promise<MultiAppendResult>;
  /** Events of one stream; an unknown stream reads as empty. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** The global log, strictly after `after`, in order, up to `limit` events. */
  readAll(after: bigint | undefined, limit: number): Promise<RecordedEvent[]>;
  /** Position of the last event in the log, or -1n when the log is empty. */
  headPosition(): Promise<bigint>;
  /**
   * How many events follow `after`, counted up to `limit`, without reading them: what readiness reports as the
   * projections' lag on every probe (reading and parsing them held the event loop during a bulk import's
   * catch-up). Optional: without it, readers count `readAll`.
   */
  countAfter?(after: bigint | undefined, limit: number): Promise<number>;
  /**
   * Catch-up subscription: replays the log after `options.after`, then delivers new events as they are
   * committed. The handler gets batches in global order and is awaited before the next batch.
   */
  subscribe(handler: (events: RecordedEvent[]) => Promise<void>, options?: SubscribeOptions): Subscription;
  /** Every stream with its length and head hash (explorer). */
  listStreams(): Promise<StreamInfo[]>;
  /**
   * Those of the named streams that exist, newest first (by their last event), a page at a time, and how many
   * exist (the explorer's list of a user's own streams, without listing every stream of the store).
   */
  streamsAmong(streams: Iterable<string>, page: { offset: number; limit: number }): Promise<{ count: number; streams: StreamInfo[] }>;
  /** The event whose metadata hash equals `hash`, if any. */
  findByHash(hash: string): Promise<RecordedEvent | undefined>;
  close(): Promise<void>;
}

/**
 * An event store that takes one atomic multi-stream append in chunks, as the caller makes them (the embedded
 * one): a bulk import never holds its whole decision in memory. The same rules as `appendMultiple`.
 */
export interface ChunkedAppend {
  appendChunks(chunks: AsyncIterable<StreamWrite[]>): Promise<ChunkedAppendResult>;
}

export interface ChunkedAppendResult {
  /** Global position of the last event written. */
  position: bigint;
  streams: number;
  events: number;
}

export const canAppendChunks = (store: EventStore): store is EventStore & ChunkedAppend =>
  typeof (store as Partial<ChunkedAppend>).appendChunks === 'function';

/** Thrown when the expected revision does not match the stream; the HTTP layer answers 409. */
export class WrongExpectedRevisionError extends Error {
  readonly code = 'EVENT_STORE.WRONG_EXPECTED_REVISION';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

export const EVENT_STORE = Symbol('EVENT_STORE');
