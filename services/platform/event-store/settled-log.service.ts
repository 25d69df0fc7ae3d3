import { Injectable } from '@nestjs/common';
import { Decider, MultiStreamDecider } from '../domain/decider.types';
import { ProjectionLifecycle } from '../projections/projection-lifecycle.service';
import { CommandContext, EventLog } from './event-log.service';
import { DomainEvent } from './event.types';

/**
 * A command handler's write in one call: load, decide and append through the EventLog, then wait until the
 * read models include the append, so the caller's next query sees its change.
 */
@Injectable()
export class SettledLog {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  /** A stream's state, for a decision that also depends on another stream (what `EventLog.load` answers). */
  load<E extends DomainEvent, S>(stream: string, evolve: (state: S, event: E) => S, initialState: S) {
    return this.log.load(stream, evolve, initialState);
  }

  handle<C, E extends DomainEvent, S>(stream: string, decider: Decider<C, E, S>, command: C, context: CommandContext) {
    return this.settled(this.log.handle(stream, decider, command, context));
  }

  handleMany<C, E extends DomainEvent, S>(names: string[], decider: MultiStreamDecider<C, E, S>, command: C, context: CommandContext) {
    return this.settled(this.log.handleMany(names, decider, command, context));
  }

  /** Waits for the read models to include a decision appended another way (a context's own loader). */
  async settled<T extends { result?: { position: bigint } }>(outcome: Promise<T>): Promise<T> {
    const done = await outcome;
    await this.projections.settle(done.result);
    return done;
  }
}
