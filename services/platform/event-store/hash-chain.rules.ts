import { hash } from 'node:crypto';
import { RecordedEvent } from './event-store.port';

/** prevHash of the first event of every stream. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every level, so the same value always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  // Hot path (every append hashes every event): plain loops and appends, keys sorted by code unit as before.
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) {
      if (i > 0) out += ',';
      out += canonicalJson(value[i]);
    }
    return out + ']';
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length > 1) keys.sort();
  let out = '{';
  let first = true;
  for (let i = 0; i < keys.length; i += 1) {
    const v = record[keys[i]];
    if (v === undefined) continue;
    if (first) first = false;
    else out += ',';
    out += JSON.stringify(keys[i]);
    out += ':';
    out += canonicalJson(v);
  }
  return out + '}';
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
  const { stream, revision, type, data, time, prevHash } = input;
  // The canonical JSON of the six fields written in their sorted order (data, prevHash, revision, stream, time,
  // type) without building and sorting an object per event; a field left undefined (untyped callers) takes the
  // general path, which leaves it out.
  const canonical =
    data === undefined || stream === undefined || type === undefined || time === undefined || prevHash === undefined
      ? canonicalJson({ stream, revision: revision.toString(), type, data, time, prevHash })
      : `{"data":${canonicalJson(data)},"prevHash":${canonicalJson(prevHash)},"revision":${JSON.stringify(revision.toString())},"stream":${canonicalJson(stream)},"time":${canonicalJson(time)},"type":${canonicalJson(type)}}`;
  // One-shot digest: no Hash object per event.
  return hash('sha256', canonical, 'hex');
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
