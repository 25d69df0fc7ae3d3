import { hash, randomFillSync } from 'node:crypto';

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

/**
 * Ids are UUIDs of version 7 (RFC 9562): the Unix time in milliseconds, then 74 random bits. Ids made later
 * sort later, so the documents and index entries of new requests, orders and users go to the end of their
 * B-trees instead of onto random pages: a commit writes fewer pages, and a rebuild's new documents arrive
 * nearly in key order.
 */
export const randomIds: IdGenerator = { uuid: () => uuidV7(Date.now()) };

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** Random bytes are drawn 4 KiB at a time (one call into the CSPRNG per 409 ids). */
const pool = Buffer.alloc(4096);
let used = pool.length;

export function uuidV7(ms: number): string {
  if (used + 10 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const r = pool.subarray(used, (used += 10));
  const t = ms.toString(16).padStart(12, '0').slice(-12);
  return (
    `${t.slice(0, 8)}-${t.slice(8, 12)}-` +
    `7${HEX[r[0] & 0x0f].slice(1)}${HEX[r[1]]}-` +
    `${HEX[0x80 | (r[2] & 0x3f)]}${HEX[r[3]]}-` +
    `${HEX[r[4]]}${HEX[r[5]]}${HEX[r[6]]}${HEX[r[7]]}${HEX[r[8]]}${HEX[r[9]]}`
  );
}

const VERSION_7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7/;

/**
 * A UUID-shaped id derived from a command: the SHA-256 of `hashed` (which names the command id and what the
 * id is for), so a retried command derives the same ids. When the command id is one of ours (version 7, see
 * randomIds) the derived id starts with its time, so ids derived from later commands sort later too.
 */
export function derivedUuid(commandId: string, hashed: string): string {
  const h = hash('sha256', hashed, 'hex');
  const time = VERSION_7.test(commandId) ? commandId.slice(0, 8) + commandId.slice(9, 13) : h.slice(0, 12);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
