import { DomainEvent } from '../event-store/event-types';

/**
 * A pure business rule: `decide` turns a command and the current state into new events (or throws a
 * DomainError); `evolve` folds an event into the state. No I/O, no clock: time comes in with the command.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}
