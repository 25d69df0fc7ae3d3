import { DomainEvent } from '../event-store/event.types';
import { Decider } from './decider.types';

/**
 * A stream that records one fact once (a subscription, a contact query, a packaging order): the first
 * command decides its events from the command alone; any later one decides `repeated` (by default nothing,
 * so a repeat is a no-op).
 */
export function onceDecider<C, E extends DomainEvent>(
  first: (command: C) => E[],
  repeated: (command: C) => E[] = () => [],
): Decider<C, E, { recorded: boolean }> {
  return {
    initialState: { recorded: false },
    evolve: () => ({ recorded: true }),
    decide: (command, state) => (state.recorded ? repeated(command) : first(command)),
  };
}
