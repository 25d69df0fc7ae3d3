import { createHash } from 'node:crypto';
import { RecordedEvent } from './event-store.port';

/** prevHash of the first event of every stream. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every level, so the same value always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  // Hot path (every append hashes every event): plain loops, keys sorted by code unit as before.
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let out = '{';
  let first = true;
  for (const key of keys) {
    const v = record[key];
    if (v === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(v)}`;
    first = false;
  }
  return `${out}}`;
}

export interface HashInput {
  stream: string;
  revision: bigint;
  type: string;
  data: unknown;
  time: string;
  prevHash: string;
}

export function eventHash(input: HashInput): string {
  const canonical = canonicalJson({
    stream: input.stream,
    revision: input.revision.toString(),
    type: input.type,
    data: input.data,
    time: input.time,
    prevHash: input.prevHash,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

export interface ChainVerdict {
  verified: boolean;
  /** Revision of the first event whose link or hash does not check out. */
  brokenAt?: bigint;
  headHash: string;
}

/** Recomputes every hash of a whole stream (read from revision 0) and checks each link. */
export function verifyChain(events: RecordedEvent[]): ChainVerdict {
  let prevHash = GENESIS_HASH;
  for (const event of events) {
    const expected = eventHash({
      stream: event.stream,
      revision: event.revision,
      type: event.type,
      data: event.data,
      time: event.metadata.time,
      prevHash,
    });
    if (event.metadata.prevHash !== prevHash || event.metadata.hash !== expected) {
      return { verified: false, brokenAt: event.revision, headHash: events[events.length - 1].metadata.hash };
    }
    prevHash = expected;
  }
  return { verified: true, headHash: prevHash };
}
