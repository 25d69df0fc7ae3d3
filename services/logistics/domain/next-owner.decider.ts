import { createHash } from 'node:crypto';
import { Decider } from '../../platform/domain/decider.types';
import { NextOwnerEvent } from './logistics.events';
import { logisticsErrors } from './logistics.errors';

export type NextOwnerCommand = {
  kind: 'AddNextOwner';
  nextOwnerId: string;
  ownerId: string;
  userId: string;
  category: string;
  brands: string[];
  note: string;
};

export interface NextOwnerState {
  exists: boolean;
  ownerId: string;
  userId: string;
}

/**
 * The id of the next-owner record of (owner, user): derived from both, so the same user is added once per
 * owner: a second add meets the existing stream (409), also when two adds race.
 */
export function nextOwnerIdFor(ownerId: string, userId: string): string {
  const h = createHash('sha256').update(`nextowner\u0000${ownerId}\u0000${userId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A registered user an owner hands goods to. */
export const nextOwnerDecider: Decider<NextOwnerCommand, NextOwnerEvent, NextOwnerState> = {
  initialState: { exists: false, ownerId: '', userId: '' },
  evolve(state, event) {
    return event.type === 'NextOwnerAdded' ? { exists: true, ownerId: event.data.ownerId, userId: event.data.userId } : state;
  },
  decide(command, state) {
    if (command.userId === command.ownerId) throw logisticsErrors.nextOwnerSelf();
    if (state.exists) throw logisticsErrors.nextOwnerExists();
    const { kind: _kind, ...data } = command;
    return [{ type: 'NextOwnerAdded', data }];
  },
};
