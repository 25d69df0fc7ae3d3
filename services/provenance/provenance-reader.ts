import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import { verifyChain } from '../platform/event-store/hash-chain';

/**
 * Personal data that stays out of histories even for signed-in viewers: where a counterfeit reporter
 * stood. The hash chain still verifies, because it is checked on the stored events before redaction.
 */
const PRIVATE_FIELDS: Record<string, string[]> = { CounterfeitReported: ['address'] };

function redacted(type: string, data: Record<string, unknown>): Record<string, unknown> {
  const hidden = PRIVATE_FIELDS[type];
  if (!hidden) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.includes(key)));
}

/** An item's or package's history straight from the event log, with its hash chain checked. */
@Injectable()
export class ProvenanceReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async history(stream: string, includeData: boolean) {
    const events = await this.store.readStream(stream);
    if (events.length === 0) return undefined;
    const verdict = verifyChain(events);
    return {
      verified: verdict.verified,
      broken_at: verdict.brokenAt === undefined ? null : Number(verdict.brokenAt),
      head_hash: verdict.headHash,
      length: events.length,
      events: events.map((e) => ({
        revision: Number(e.revision),
        type: e.type,
        time: e.metadata.time,
        prev_hash: e.metadata.prevHash,
        hash: e.metadata.hash,
        ...(includeData ? { data: redacted(e.type, e.data), actor: e.metadata.userId || null } : {}),
      })),
    };
  }
}
