import {
  AllStreamResolvedEvent,
  BACKWARDS,
  Direction,
  END,
  EventStoreDBClient,
  FORWARDS,
  type RecordedEvent as EsdbRecordedEvent,
  ReadPosition,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
} from '@eventstore/db-client';
import {
  ANY as KURRENT_ANY,
  KurrentDBClient,
  NO_STREAM as KURRENT_NO_STREAM,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
  jsonEvent as kurrentJsonEvent,
} from '@kurrent/kurrentdb-client';
import { EsdbAppendSignal } from './esdb-append.signal';
import {
  AppendResult,
  EventMetadataJson,
  EventStore,
  ExpectedRevision,
  MultiAppendResult,
  NewEvent,
  ReadStreamOptions,
  RecordedEvent,
  StreamInfo,
  StreamWrite,
  SubscribeOptions,
  Subscription,
  WrongExpectedRevisionError,
} from './event-store.port';
import { runSubscription } from './subscription.loop';

/** Records read per round trip when scanning $all (system records included, so pages are not small). */
const SCAN_PAGE = 1000;
/** Longest a caught-up subscription waits without a live notification before it reads again. */
const POLL_MS = 1000;
/** Positions at or above 2^63 are the server's "no position" sentinels (-1 as uint64, or UInt64.Max). */
const NO_POSITION = 1n << 63n;

/**
 * EventStoreDB / KurrentDB adapter (server 22.6 or later, which reports positions on stream reads).
 *
 * Positions: our global position is the event's commit position. For events appended through gRPC
 * (implicit transactions, the only kind this client writes) the server reports commit == prepare == the
 * event record's own log position, so `{ commit: p, prepare: p }` is the exact position of the event and
 * reading $all from it is well defined (inclusive forwards, exclusive backwards; both are filtered to
 * "strictly after / before" here anyway). Legacy explicit-transaction events (commit != prepare) cannot be
 * represented by one number and are refused when read.
 *
 * Only our events are exposed: records of system streams (`$...`) and system event types (`$...`, such as
 * the `$>` links the system projections write) are skipped, as are non-JSON events.
 */
export class EsdbEventStore implements EventStore {
  private readonly signal: EsdbAppendSignal;
  /** Incremental stream listing (see listStreams); updates are chained so scans never interleave. */
  private readonly streams = new Map<string, StreamInfo>();
  private streamsScannedUpTo: bigint | undefined;
  private streamsScan: Promise<void> = Promise.resolve();

  private constructor(
    private readonly client: EventStoreDBClient,
    /**
     * Atomic multi-stream appends exist only in KurrentDB 25.1+ and only in its renamed client
     * (@kurrent/kurrentdb-client); @eventstore/db-client has no such call. Everything else stays on
     * @eventstore/db-client.
     */
    private readonly kurrent: KurrentDBClient,
  ) {
    this.signal = new EsdbAppendSignal(client);
  }

  /** Connects and checks the server answers, so a bad URL stops the start-up with a clear error. */
  static async connect(connectionString: string): Promise<EsdbEventStore> {
    const client = EventStoreDBClient.connectionString(connectionString);
    const kurrent = KurrentDBClient.connectionString(connectionString.replace(/^esdb(\+discover)?:/, 'kurrentdb$1:'));
    const store = new EsdbEventStore(client, kurrent);
    try {
      await store.readPage(END, BACKWARDS, 1);
    } catch (error) {
      await client.dispose();
      await kurrent.dispose();
      throw new Error(`Cannot reach EventStoreDB at ${connectionString}: ${(error as Error).message}`, { cause: error });
    }
    return store;
  }

  async append(stream: string, expected: ExpectedRevision, events: NewEvent[]): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const proposed = events.map(({ id, type, data, metadata }) => jsonEvent({ id, type, data, metadata }));
    let result;
    try {
      // ESDB makes a retried append with the same event ids at the same expected revision a no-op that
      // succeeds with the original batch's last revision (guaranteed for no_stream / exact, best effort
      // for any), which is the port's idempotency rule.
      result = await this.client.appendToStream(stream, proposed, { expectedRevision: expected });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(stream, expected, error.actualVersion);
      }
      throw error;
    }
    // The reported position is the single event's own for a fresh one-event append. An idempotent retry
    // reports none, and for several events the server's figure is not documented to be the last event's,
    // so then we read the last event back rather than guess.
    const reported = result.position?.commit;
    const position =
      events.length === 1 && reported !== undefined && reported < NO_POSITION
        ? reported
        : await this.positionOfRevision(stream, result.nextExpectedRevision);
    return { nextExpectedRevision: result.nextExpectedRevision, position };
  }

  /**
   * KurrentDB's multiStreamAppend: every stream's expected state holds and all events land, or none.
   * Metadata must be a JSON object of strings there, which ours is. An idempotent retry (same event ids)
   * is detected like in `append`: if the first event is stored already, the stored revisions are returned.
   */
  async appendMultiple(writes: StreamWrite[]): Promise<MultiAppendResult> {
    if (writes.length === 0 || writes.some((w) => w.events.length === 0)) throw new Error('appendMultiple needs events for every stream');
    const stored = await this.storedRevision(writes[0].stream, writes[0].events[0].id);
    if (stored !== undefined) return this.multiResultFromStore(writes);
    try {
      const result = await this.kurrent.multiStreamAppend(
        writes.map((w) => ({
          streamName: w.stream,
          expectedState: w.expected === 'any' ? KURRENT_ANY : w.expected === 'no_stream' ? KURRENT_NO_STREAM : w.expected,
          events: w.events.map(({ id, type, data, metadata }) =>
            kurrentJsonEvent({ id, type, data, metadata: metadata as unknown as Record<string, string> }),
          ),
        })),
      );
      return {
        position: await this.positionOfRevision(writes[writes.length - 1].stream, result.responses[result.responses.length - 1].revision),
        streams: result.responses.map((r) => ({ stream: r.streamName, nextExpectedRevision: r.revision })),
      };
    } catch (error) {
      if (error instanceof KurrentWrongExpectedVersionError) {
        const stream = (error as { streamName?: string }).streamName ?? writes[0].stream;
        const write = writes.find((w) => w.stream === stream) ?? writes[0];
        throw new WrongExpectedRevisionError(stream, write.expected, (error as { actualVersion?: bigint | 'no_stream' }).actualVersion ?? 'no_stream');
      }
      throw error;
    }
  }

  /** Revision at which an event id is stored in `stream`, found by reading the stream's tail. */
  private async storedRevision(stream: string, eventId: string): Promise<bigint | undefined> {
    const tail = await this.readStream(stream, { direction: 'backwards', maxCount: 200 });
    return tail.find((e) => e.id === eventId)?.revision;
  }

  private async multiResultFromStore(writes: StreamWrite[]): Promise<MultiAppendResult> {
    const streams: { stream: string; nextExpectedRevision: bigint }[] = [];
    let position = -1n;
    for (const w of writes) {
      const last = w.events[w.events.length - 1].id;
      const tail = await this.readStream(w.stream, { direction: 'backwards', maxCount: 200 });
      const event = tail.find((e) => e.id === last);
      if (!event) throw new WrongExpectedRevisionError(w.stream, w.expected, tail[0]?.revision ?? 'no_stream');
      streams.push({ stream: w.stream, nextExpectedRevision: event.revision });
      if (event.position > position) position = event.position;
    }
    return { position, streams };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.maxCount === 0) return [];
    const backwards = options.direction === 'backwards';
    const read = this.client.readStream(stream, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.fromRevision ?? (backwards ? END : START),
      ...(options.maxCount !== undefined && { maxCount: options.maxCount }),
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of read) if (resolved.event) events.push(toRecorded(resolved.event));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(after: bigint | undefined, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    for await (const event of this.scan(FORWARDS, after, Math.min(Math.max(limit, 32), SCAN_PAGE))) {
      events.push(event);
      if (events.length >= limit) break;
    }
    return events;
  }

  async headPosition(): Promise<bigint> {
    // The newest records are often system ones (projection links, stats), hence a scan, not one read.
    for await (const event of this.scan(BACKWARDS, undefined, 64)) return event.position;
    return -1n;
  }

  /**
   * Same catch-up loop as the embedded store: batches come from readAll after the last delivered position
   * (so batching, ordering and the exclusive `after` are identical), and a live $all subscription filtered
   * to non-system events only wakes the loop when it has caught up.
   */
  subscribe(handler: (events: RecordedEvent[]) => Promise<void>, options: SubscribeOptions = {}): Subscription {
    let seenBeforeRead = this.signal.version;
    return runSubscription({
      read: (after, limit) => {
        seenBeforeRead = this.signal.version;
        return this.readAll(after, limit);
      },
      handler,
      options,
      waitForMore: (abort) => this.signal.wait(seenBeforeRead, abort, POLL_MS),
    });
  }

  /**
   * ESDB has no cheap stream listing ($streams needs the system projections and lags behind writes), so
   * this keeps an in-memory index built by scanning $all: the first call reads the whole log (O(events)),
   * later calls only what was appended since. Memory is O(streams). Explorer use only.
   */
  async listStreams(): Promise<StreamInfo[]> {
    this.streamsScan = this.streamsScan.then(async () => {
      for await (const event of this.scan(FORWARDS, this.streamsScannedUpTo, SCAN_PAGE)) {
        this.streams.set(event.stream, {
          stream: event.stream,
          length: Number(event.revision) + 1,
          headHash: event.metadata.hash,
          lastPosition: event.position,
        });
        this.streamsScannedUpTo = event.position;
      }
    });
    await this.streamsScan;
    return [...this.streams.values()]
      .sort((a, b) => (a.lastPosition === b.lastPosition ? 0 : a.lastPosition < b.lastPosition ? 1 : -1))
      .map((info) => ({ ...info }));
  }

  /** From the incremental listing above (ESDB has no stream table to ask). */
  async streamsAmong(streams: Iterable<string>, page: { offset: number; limit: number }): Promise<{ count: number; streams: StreamInfo[] }> {
    const wanted = new Set(streams);
    const found = (await this.listStreams()).filter((s) => wanted.has(s.stream));
    return { count: found.length, streams: found.slice(page.offset, page.offset + page.limit) };
  }

  /** Hashes live in event metadata, which ESDB does not index: a full scan of $all, O(events). Explorer only. */
  async findByHash(hash: string): Promise<RecordedEvent | undefined> {
    for await (const event of this.scan(FORWARDS, undefined, SCAN_PAGE)) {
      if (event.metadata?.hash === hash) return event;
    }
    return undefined;
  }

  async close(): Promise<void> {
    await this.signal.close();
    await this.client.dispose();
    await this.kurrent.dispose();
  }

  /**
   * Our events of $all strictly after (forwards) or before (backwards) `from`, page by page. The cursor
   * advances over every record, system ones included, so each page makes progress.
   */
  private async *scan(direction: Direction, from: bigint | undefined, pageSize: number): AsyncGenerator<RecordedEvent> {
    const forwards = direction === FORWARDS;
    let cursor = from;
    for (;;) {
      const start: ReadPosition = cursor === undefined ? (forwards ? START : END) : { commit: cursor, prepare: cursor };
      const page = await this.readPage(start, direction, pageSize);
      for (const { event } of page) {
        if (!event) continue;
        const position = event.position.commit;
        if (cursor !== undefined && (forwards ? position <= cursor : position >= cursor)) continue;
        cursor = position;
        if (isOurs(event)) yield toRecorded(event);
      }
      if (page.length < pageSize) return;
    }
  }

  private async readPage(fromPosition: ReadPosition, direction: Direction, maxCount: number) {
    const page: AllStreamResolvedEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition, direction, maxCount })) page.push(resolved);
    return page;
  }

  private async positionOfRevision(stream: string, revision: bigint): Promise<bigint> {
    const [event] = await this.readStream(stream, { fromRevision: revision, maxCount: 1 });
    if (!event) throw new Error(`Stream ${stream} has no event at revision ${revision} after appending it`);
    return event.position;
  }
}

function isOurs(event: EsdbRecordedEvent): boolean {
  return event.isJson && !event.type.startsWith('$') && !event.streamId.startsWith('$');
}

function toRecorded(event: EsdbRecordedEvent): RecordedEvent {
  const position = event.position;
  if (!position || position.commit >= NO_POSITION) {
    throw new Error(`Event ${event.id} of ${event.streamId} has no log position: EventStoreDB 22.6 or later is required`);
  }
  if (position.commit !== position.prepare) {
    throw new Error(`Event ${event.id} of ${event.streamId} was written in an explicit transaction, which is not supported`);
  }
  if (!event.isJson) throw new Error(`Event ${event.id} of ${event.streamId} is not JSON`);
  return {
    id: event.id,
    stream: event.streamId,
    revision: event.revision,
    position: position.commit,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: event.metadata as unknown as EventMetadataJson,
  };
}
