import { randomUUID } from 'node:crypto';

/** Time and ids come from outside the domain so that rules and tests stay deterministic. */
export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  uuid(): string;
}

export const CLOCK = Symbol('CLOCK');
export const IDS = Symbol('IDS');

export const systemClock: Clock = { now: () => new Date() };
export const randomIds: IdGenerator = { uuid: () => randomUUID() };
