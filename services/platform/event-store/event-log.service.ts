import { derivedUuid } from '../domain/clock.port';
import { ChunkedMultiStreamDecider, Decider, MultiStreamDecider, StreamEvents } from '../domain/decider.types';
import { DomainEvent, assertEventMatchesContract } from './event.types';
import {
  AppendResult,
  ChunkedAppendResult,
  EventStore,
  ExpectedRevision,
  MultiAppendResult,
  NewEvent,
  RecordedEvent,
  StreamWrite,
  WrongExpectedRevisionError,
  canAppendChunks,
} from './event-store.port';
import { GENESIS_HASH, eventHash } from './hash-chain.rules';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Who and when: carried into every event's metadata. */
export interface CommandContext {
  /** Stable per command; event ids derive from it, so a retried command appends nothing twice. */
  commandId: string;
  correlationId: string;
  causationId?: string;
  /** Acting user, '' for anonymous or system. */
  userId: string;
  time: Date;
}

/** A stream as loaded: its folded state, its revision (undefined when it does not exist) and head hash. */
export interface LoadedStream<State> {
  state: State;
  revision: bigint | undefined;
  headHash: string;
  events: RecordedEvent[];
}

const MAX_CONFLICT_RETRIES = 5;
/** Stamping work between two turns of the event loop (a large decision: a bulk import's 200,000 events). */
const STAMP_SLICE_MS = 8;

/** Where a stream that must not exist yet is appended "after". */
export const NEW_STREAM: Pick<LoadedStream<unknown>, 'revision' | 'headHash'> = { revision: undefined, headHash: GENESIS_HASH };

/**
 * The write side's only door to the event store: loads and folds streams, stamps metadata and the hash
 * chain on new events, and appends with the expected revision.
 */
export class EventLog {
  /** Told of every successful append with its number of events (metrics). */
  onAppend?: (events: number) => void;

  constructor(readonly store: EventStore) {}

  async load<E extends DomainEvent, S>(
    stream: string,
    evolve: (state: S, event: E) => S,
    initialState: S,
  ): Promise<LoadedStream<S>> {
    const events = await this.store.readStream(stream);
    let state = initialState;
    for (const event of events) state = evolve(state, { type: event.type, data: event.data } as E);
    const last = events[events.length - 1];
    return {
      state,
      revision: last?.revision,
      headHash: last?.metadata.hash ?? GENESIS_HASH,
      events,
    };
  }

  /** Appends after the loaded revision, continuing the stream's hash chain. */
  async append(
    stream: string,
    after: Pick<LoadedStream<unknown>, 'revision' | 'headHash'>,
    events: DomainEvent[],
    context: CommandContext,
  ): Promise<AppendResult> {
    const write = this.stamp(stream, after, events, context);
    const result = await this.store.append(stream, write.expected, write.events);
    this.onAppend?.(write.events.length);
    return result;
  }

  /** One decision across several streams, written atomically, each stream's chain continued. */
  async appendMultiple(
    writes: { stream: string; after: Pick<LoadedStream<unknown>, 'revision' | 'headHash'>; events: DomainEvent[] }[],
    context: CommandContext,
  ): Promise<MultiAppendResult> {
    // Stamping (contract check and hash chain) of a large decision in slices of a few milliseconds, with a
    // turn of the event loop between them: an import of 100,000 items hashes 200,000 events.
    const stamped: StreamWrite[] = [];
    let sliceStarted = performance.now();
    for (const w of writes) {
      stamped.push(this.stamp(w.stream, w.after, w.events, context));
      if (performance.now() - sliceStarted >= STAMP_SLICE_MS) {
        await nextTurn();
        sliceStarted = performance.now();
      }
    }
    const result = await this.store.appendMultiple(stamped);
    this.onAppend?.(stamped.reduce((n, w) => n + w.events.length, 0));
    return result;
  }

  /**
   * Like `handle`, for a multi-stream decider: loads and folds each named stream, lets the pure decider
   * turn their states into events per stream, and appends everything atomically with each expected
   * revision. A decision may write to streams it did not load (new streams) and may decide nothing.
   */
  async handleMany<C, E extends DomainEvent, S>(
    names: string[],
    decider: MultiStreamDecider<C, E, S>,
    command: C,
    context: CommandContext,
  ): Promise<{ writes: StreamEvents<E>[]; result?: MultiAppendResult }> {
    const evolve = decider.evolve as (state: S, event: DomainEvent) => S;
    const outcome = await this.handleAcross<S>(
      names.map((stream) => ({ stream, evolve, initialState: decider.initialState })),
      (states) => decider.decide(command, states),
      context,
    );
    return outcome as { writes: StreamEvents<E>[]; result?: MultiAppendResult };
  }

  /**
   * The multi-stream three steps with a fold per stream (streams of different kinds): loads them all, lets
   * `decide` (pure) turn their states into events per stream, and appends everything atomically with each
   * expected revision. Retried from fresh loads on a conflict. `decide` may return no writes (nothing to do).
   */
  async handleAcross<S>(
    streams: { stream: string; evolve: (state: S, event: DomainEvent) => S; initialState: S }[],
    decide: (states: Map<string, S>) => { stream: string; events: DomainEvent[] }[],
    context: CommandContext,
  ): Promise<{ writes: { stream: string; events: DomainEvent[] }[]; result?: MultiAppendResult }> {
    return retryOnConflict(async () => {
      const loaded = await this.loadEach(streams);
      const writes = decide(statesOf(loaded)).filter((w) => w.events.length > 0);
      if (writes.length === 0) return { writes };
      const result = await this.appendMultiple(
        writes.map((w) => ({ stream: w.stream, after: loaded.get(w.stream) ?? NEW_STREAM, events: w.events })),
        context,
      );
      return { writes, result };
    });
  }

  /**
   * `handleMany` for a decision too large to hold at once (a bulk import): the decider yields its streams in
   * chunks, and each chunk is stamped and handed to the store while the next is decided, all in one atomic
   * append (a store that cannot take chunks gets them all at once). Retried from fresh loads on a conflict.
   * Returns the first chunk (the decision's own streams, ahead of the bulk of new ones) and the append.
   */
  async handleManyInChunks<C, E extends DomainEvent, S>(
    names: string[],
    decider: ChunkedMultiStreamDecider<C, E, S>,
    command: C,
    context: CommandContext,
  ): Promise<{ first: StreamEvents<E>[]; result?: ChunkedAppendResult }> {
    return retryOnConflict(async () => {
      const loaded = await this.loadEach(names.map((stream) => ({ stream, evolve: decider.evolve, initialState: decider.initialState })));
      const chunks = decider.decideInChunks(command, statesOf(loaded))[Symbol.iterator]();
      const head = chunks.next();
      const first = head.done ? [] : head.value.filter((w) => w.events.length > 0);
      if (first.length === 0) return { first };
      const result = await this.appendInChunks(
        (function* () {
          yield first;
          for (let next = chunks.next(); !next.done; next = chunks.next()) yield next.value;
        })(),
        loaded,
        context,
      );
      return { first, result };
    });
  }

  /** Loads and folds each stream, one after the other. */
  private async loadEach<S, E extends DomainEvent>(
    streams: { stream: string; evolve: (state: S, event: E) => S; initialState: S }[],
  ): Promise<Map<string, LoadedStream<S>>> {
    const loaded = new Map<string, LoadedStream<S>>();
    for (const s of streams) loaded.set(s.stream, await this.load(s.stream, s.evolve, s.initialState));
    return loaded;
  }

  private async appendInChunks(
    chunks: Iterable<StreamEvents[]>,
    loaded: ReadonlyMap<string, Pick<LoadedStream<unknown>, 'revision' | 'headHash'>>,
    context: CommandContext,
  ): Promise<ChunkedAppendResult> {
    const stamp = (stream: string, events: DomainEvent[]) => this.stamp(stream, loaded.get(stream) ?? NEW_STREAM, events, context);
    // Stamping (contract check and hash chain) in slices of a few milliseconds with a turn of the event loop
    // between them, a chunk at a time: the chunks before are in the store's hands (or written) already.
    async function* stamped(): AsyncGenerator<StreamWrite[]> {
      let sliceStarted = performance.now();
      for (const chunk of chunks) {
        const out: StreamWrite[] = [];
        for (const w of chunk) {
          if (w.events.length === 0) continue;
          out.push(stamp(w.stream, w.events));
          if (performance.now() - sliceStarted >= STAMP_SLICE_MS) {
            await nextTurn();
            sliceStarted = performance.now();
          }
        }
        if (out.length > 0) yield out;
      }
    }
    let result: ChunkedAppendResult;
    if (canAppendChunks(this.store)) result = await this.store.appendChunks(stamped());
    else {
      const all: StreamWrite[] = [];
      for await (const chunk of stamped()) all.push(...chunk);
      const appended = await this.store.appendMultiple(all);
      result = { position: appended.position, streams: all.length, events: all.reduce((n, w) => n + w.events.length, 0) };
    }
    this.onAppend?.(result.events);
    return result;
  }

  private stamp(
    stream: string,
    after: Pick<LoadedStream<unknown>, 'revision' | 'headHash'>,
    events: DomainEvent[],
    context: CommandContext,
  ): StreamWrite {
    const expected: ExpectedRevision = after.revision === undefined ? 'no_stream' : after.revision;
    const time = context.time.toISOString();
    let prevHash = after.headHash;
    let revision = after.revision === undefined ? 0n : after.revision + 1n;
    const stamped: NewEvent[] = events.map((event, index) => {
      const data = withoutUndefined(event.data);
      assertEventMatchesContract({ type: event.type, data });
      const hash = eventHash({ stream, revision, type: event.type, data, time, prevHash });
      const newEvent: NewEvent = {
        id: eventId(context.commandId, stream, index),
        type: event.type,
        data,
        metadata: {
          correlationId: context.correlationId,
          causationId: context.causationId ?? context.commandId,
          userId: context.userId,
          time,
          prevHash,
          hash,
        },
      };
      prevHash = hash;
      revision += 1n;
      return newEvent;
    });
    return { stream, expected, events: stamped };
  }

  /**
   * The command handler's three steps (load and fold, decide, append with the expected revision), retried
   * from a fresh load when another writer got to the stream first. Returns the events decided and the
   * append result (undefined when the decision produced no events).
   */
  async handle<C, E extends DomainEvent, S>(
    stream: string,
    decider: Decider<C, E, S>,
    command: C,
    context: CommandContext,
  ): Promise<{ events: E[]; result?: AppendResult; state: S }> {
    return retryOnConflict(async () => {
      const loaded = await this.load(stream, decider.evolve, decider.initialState);
      const events = decider.decide(command, loaded.state);
      if (events.length === 0) return { events, state: loaded.state };
      const result = await this.append(stream, loaded, events, context);
      const state = events.reduce(decider.evolve, loaded.state);
      return { events, result, state };
    });
  }
}

/**
 * Runs a load → decide → append again, from fresh loads, when another writer got to one of its streams first
 * (the append's expected revision no longer holds), up to MAX_CONFLICT_RETRIES times. Only the append can
 * throw WrongExpectedRevisionError: loading and deciding have nothing to conflict with.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || tries >= MAX_CONFLICT_RETRIES) throw error;
    }
  }
}

const statesOf = <S>(loaded: ReadonlyMap<string, LoadedStream<S>>) => new Map([...loaded].map(([name, l]) => [name, l.state]));

/** Deterministic event id (UUID-shaped) from the command id, the stream and the event's index. */
export function eventId(commandId: string, stream: string, index: number): string {
  return derivedUuid(commandId, `${commandId}\u0000${stream}\u0000${index}`);
}

function withoutUndefined(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (value !== undefined) out[key] = value;
  return out;
}
