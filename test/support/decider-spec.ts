import { expect } from 'vitest';
import { Decider } from '../../services/platform/domain/decider';
import { DomainEvent } from '../../services/platform/event-store/event-types';

/**
 * given(events).when(command).then(events) for pure deciders, so each rule reads like the rule:
 * `spec(ownershipDecider).given([registered]).when(request).then([requested])`.
 */
export function spec<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return {
    given(history: E[]) {
      const state = history.reduce(decider.evolve, decider.initialState);
      return {
        when(command: C) {
          return {
            then(expected: E[]) {
              expect(decider.decide(command, state)).toEqual(expected);
            },
            thenThrows(code: string) {
              let thrown: unknown;
              try {
                decider.decide(command, state);
              } catch (error) {
                thrown = error;
              }
              expect(thrown, `expected ${code} to be thrown`).toBeDefined();
              expect((thrown as { code?: string }).code).toBe(code);
            },
            /** The events, for assertions on generated values. */
            events: () => decider.decide(command, state),
          };
        },
        state: () => state,
      };
    },
  };
}
