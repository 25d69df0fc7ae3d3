import type { DisplayIdsAllocated } from '../../../proto/gen/provenance/inventory/v1/events_pb';
import { DomainEvent, EventData } from '../event-store/event.types';
import { Decider } from './decider.types';

export type SequenceEvent = DomainEvent<'DisplayIdsAllocated', EventData<DisplayIdsAllocated>>;

export type SequenceCommand = { kind: 'AllocateDisplayIds'; prefix: string; count: number };

export type SequenceState = { next: number };

/**
 * Hands out blocks of display numbers (`sequence-inve`, `sequence-pack`); the stream's revision check makes
 * concurrent blocks disjoint. Any context that issues display ids allocates them here.
 */
export const sequenceDecider: Decider<SequenceCommand, SequenceEvent, SequenceState> = {
  initialState: { next: 1 },
  evolve: (_state, event) => ({ next: event.data.first + event.data.count }),
  decide(command, state) {
    if (command.count < 1) return [];
    return [{ type: 'DisplayIdsAllocated', data: { prefix: command.prefix, first: state.next, count: command.count } }];
  },
};
