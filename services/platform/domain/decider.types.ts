import { DomainEvent } from '../event-store/event.types';

/**
 * A pure business rule: `decide` turns a command and the current state into new events (or throws a
 * DomainError); `evolve` folds an event into the state. No I/O, no clock: time comes in with the command.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** The events one decision appends to one stream. */
export interface StreamEvents<Event extends DomainEvent = DomainEvent> {
  stream: string;
  events: Event[];
}

/**
 * A pure rule over several streams (packing, a package's hand-over with everything inside it, a batch of
 * items): every stream is folded with the same `evolve`, `decide` sees their states by stream name and
 * returns the events per stream, appended atomically (each stream at its expected revision). A stream
 * that does not exist yet is there with `initialState`.
 */
export interface MultiStreamDecider<Command, Event extends DomainEvent, State> {
  readonly multiStream: true;
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, states: ReadonlyMap<string, State>): StreamEvents<Event>[];
}

/**
 * A multi-stream rule whose decision is too large to hold at once (a bulk import: 100,000 new streams):
 * `decideInChunks` yields exactly what `decide` returns, a chunk of streams at a time and in the same order,
 * so the event log can stamp and append each chunk and let it go. Each stream appears in one chunk only; a
 * first chunk without events means nothing was decided.
 */
export interface ChunkedMultiStreamDecider<Command, Event extends DomainEvent, State> extends MultiStreamDecider<Command, Event, State> {
  decideInChunks(command: Command, states: ReadonlyMap<string, State>): Iterable<StreamEvents<Event>[]>;
}
