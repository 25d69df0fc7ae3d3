import { Decider } from '../../platform/domain/decider';
import { SequenceEvent } from './inventory.events';

export type SequenceCommand = { kind: 'AllocateDisplayIds'; prefix: string; count: number };

/** Hands out blocks of display numbers; the stream's revision check makes concurrent blocks disjoint. */
export const sequenceDecider: Decider<SequenceCommand, SequenceEvent, { next: number }> = {
  initialState: { next: 1 },
  evolve: (_state, event) => ({ next: event.data.first + event.data.count }),
  decide(command, state) {
    if (command.count < 1) return [];
    return [{ type: 'DisplayIdsAllocated', data: { prefix: command.prefix, first: state.next, count: command.count } }];
  },
};
