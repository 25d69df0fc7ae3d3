import { expect } from 'vitest';
import { Decider, MultiStreamDecider, StreamEvents } from '../../services/platform/domain/decider.types';
import { DomainEvent } from '../../services/platform/event-store/event.types';

interface Then<C, Out, S> {
  when(command: C): {
    then(expected: Out): void;
    thenThrows(code: string): void;
    /** The events, for assertions on generated values. */
    events: () => Out;
  };
  state: () => S;
}

/**
 * given(events).when(command).then(events) for pure deciders, so each rule reads like the rule:
 * `spec(ownershipDecider).given([registered]).when(request).then([requested])`. A multi-stream decider
 * takes the history per stream and answers the events per stream:
 * `spec(packingDecider).given({ 'package-PACK000001': [created], … }).when(pack).then([{ stream, events }])`.
 */
export function spec<C, E extends DomainEvent, S>(decider: Decider<C, E, S>): { given(history: E[]): Then<C, E[], S> };
export function spec<C, E extends DomainEvent, S>(
  decider: MultiStreamDecider<C, E, S>,
): { given(histories: Record<string, E[]>): Then<C, StreamEvents<E>[], ReadonlyMap<string, S>> };
export function spec<C, E extends DomainEvent, S>(decider: Decider<C, E, S> | MultiStreamDecider<C, E, S>) {
  const fold = (history: E[]) => history.reduce(decider.evolve, decider.initialState);
  return {
    given(history: E[] | Record<string, E[]>) {
      const state: unknown = Array.isArray(history)
        ? fold(history)
        : new Map(Object.entries(history).map(([stream, events]) => [stream, fold(events)]));
      const decide = (command: C): unknown =>
        'multiStream' in decider
          ? decider.decide(command, state as ReadonlyMap<string, S>)
          : decider.decide(command, state as S);
      return {
        when(command: C) {
          return {
            then(expected: unknown) {
              expect(decide(command)).toEqual(expected);
            },
            thenThrows(code: string) {
              let thrown: unknown;
              try {
                decide(command);
              } catch (error) {
                thrown = error;
              }
              expect(thrown, `expected ${code} to be thrown`).toBeDefined();
              expect((thrown as { code?: string }).code).toBe(code);
            },
            events: () => decide(command),
          };
        },
        state: () => state,
      };
    },
  };
}
