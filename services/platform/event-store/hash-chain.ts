import { createHash } from 'node:crypto';
import { RecordedEvent } from './event-store.port';

/** prevHash of the first event of every stream. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every level, so the same value always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
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
