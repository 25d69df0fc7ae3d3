import { Inject, Injectable } from '@nestjs/common';
import { AppConfig, CONFIG } from '../../config/config';
import { CLOCK, Clock } from '../../platform/domain/clock.port';
import { parseDigitalLink } from '../../platform/domain/gs1.rules';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { EpcisEvent, queryDocument, toEpcisEvent } from '../epcis/epcis-document';
import { EPCIS_EVENTS, EPCIS_SUBJECTS, EpcisRecord, EpcisSubject } from '../projections/epcis.projection';
import { setImmediate as nextTurn } from 'node:timers/promises';

export const EPCIS_EVENT_TYPES = ['ObjectEvent', 'AggregationEvent', 'TransactionEvent'] as const;

export interface EpcisFilters {
  /** An EPC (Digital Link or tracking URI) or a display id. */
  matchEpc?: string;
  geEventTime?: string;
  ltEventTime?: string;
  eventTypes?: string[];
  /** Page size (EPCIS `perPage`). */
  limit: number;
  /** Where the previous page ended (EPCIS `nextPageToken`), from `pageToken`. */
  after?: PageKey;
}

/** The order key of the last event of a page: events come oldest first, ties by event id. */
export interface PageKey {
  eventTime: string;
  eventId: string;
}

/** The page after `key`, as an opaque token (EPCIS `nextPageToken`): base64url of the key. */
export function pageToken(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.eventTime, key.eventId])).toString('base64url');
}

/** The key a token names, or undefined when it is not one of ours. */
export function pageKeyOf(token: string): PageKey | undefined {
  try {
    const key: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (!Array.isArray(key) || key.length !== 2) return undefined;
    const [eventTime, eventId] = key as unknown[];
    if (typeof eventTime !== 'string' || Number.isNaN(Date.parse(eventTime)) || typeof eventId !== 'string' || eventId.length > 200) return undefined;
    return { eventTime, eventId };
  } catch {
    return undefined;
  }
}

/** A query's answer: the document, and the key to continue from when more events follow. */
export interface EpcisPage {
  document: Record<string, unknown>;
  next?: PageKey;
}

const DISPLAY_ID = /^(INVE|PACK)\d{6,12}$/;

/** Goods looked up, or events read, between two turns of the event loop. */
const CHUNK = 1_000;

/** The display id an EPC or id names, if it is one of ours. */
export function displayIdOfEpc(epc: string, base: string): string | undefined {
  const text = epc.trim();
  if (DISPLAY_ID.test(text.toUpperCase())) return text.toUpperCase();
  const link = parseDigitalLink(text, base);
  if (link) return link.serial.toUpperCase();
  const tracking = `${base}/productTracking/`;
  if (text.startsWith(tracking)) {
    const id = decodeURIComponent(text.slice(tracking.length)).replace(/\/$/, '').toUpperCase();
    return DISPLAY_ID.test(id) ? id : undefined;
  }
  return undefined;
}

/**
 * The user's goods (registered by them or owned now, with what was packed in them) as an EPCIS 2.0
 * query document, oldest event first.
 */
@Injectable()
export class EpcisEventViews {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async events(userId: string, filters: EpcisFilters): Promise<EpcisPage> {
    const subjects = this.readStore.collection<EpcisSubject>(EPCIS_SUBJECTS);
    // The user's goods by id from the two equality indexes, without reading them: a brand may hold 100,000.
    const mine = new Set([...(await subjects.ids({ owner_id: userId })), ...(await subjects.ids({ registrant_id: userId }))]);
    let ids = [...mine];
    if (filters.matchEpc !== undefined) {
      const wanted = displayIdOfEpc(filters.matchEpc, this.config.publicUrl);
      ids = wanted && mine.has(wanted) ? [wanted] : [];
    }
    if (ids.length === 0) return { document: queryDocument([], this.clock.now()) };

    const found = (await this.candidates(ids))
      .filter((r) => this.wanted(r, filters))
      // Keyset paging on the order itself (time, then id): a page starts strictly after the previous one's
      // last event, so paging through a history neither repeats nor skips an event, however long it takes.
      .sort((a, b) => (a.event_time === b.event_time ? (a._id < b._id ? -1 : 1) : a.event_time < b.event_time ? -1 : 1))
      .slice(0, filters.limit + 1);
    const records = found.slice(0, filters.limit);
    const last = records[records.length - 1];
    const next = found.length > filters.limit ? { eventTime: last.event_time, eventId: last._id } : undefined;

    // GTINs of the page's goods only (an aggregation may name another company's goods too).
    const known = new Map<string, string>();
    const named = [...new Set(records.flatMap((r) => r.subjects))];
    if (named.length) for (const s of await subjects.find({ _id: { $in: named } })) known.set(s._id, s.gtin);
    const events: EpcisEvent[] = records.map((r) => toEpcisEvent(this.config.publicUrl, r, known));
    return { document: queryDocument(events, this.clock.now()), next };
  }

  /**
   * Every stored event about one of `ids`, found through the `subjects` index and read a chunk at a time with
   * a turn of the event loop between chunks, so that a brand of 100,000 items does not hold other requests.
   * (A `subjects: {$in: ids}` filter made mingo compare each stored event with the whole list: minutes for
   * such a brand, with the event loop held; and every query read every stored EPCIS event.)
   */
  private async candidates(ids: string[]): Promise<EpcisRecord[]> {
    const events = this.readStore.collection<EpcisRecord>(EPCIS_EVENTS);
    const eventIds = new Set<string>();
    for (let at = 0; at < ids.length; at += CHUNK) {
      if (at > 0) await nextTurn();
      for (const id of ids.slice(at, at + CHUNK)) for (const e of await events.ids({ subjects: id })) eventIds.add(e);
    }
    const all = [...eventIds];
    const found: EpcisRecord[] = [];
    for (let at = 0; at < all.length; at += CHUNK) {
      if (at > 0) await nextTurn();
      found.push(...(await events.find({ _id: { $in: all.slice(at, at + CHUNK) } })));
    }
    return found;
  }

  /** The query's other conditions: time range, event types, and after the previous page. */
  private wanted(r: EpcisRecord, f: EpcisFilters): boolean {
    if (f.geEventTime && !(r.event_time >= f.geEventTime)) return false;
    if (f.ltEventTime && !(r.event_time < f.ltEventTime)) return false;
    if (f.eventTypes?.length && !f.eventTypes.includes(r.type)) return false;
    const { after } = f;
    return !after || r.event_time > after.eventTime || (r.event_time === after.eventTime && r._id > after.eventId);
  }
}
