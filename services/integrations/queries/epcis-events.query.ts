import { Inject, Injectable } from '@nestjs/common';
import { AppConfig, CONFIG } from '../../config/config';
import { CLOCK, Clock } from '../../platform/domain/clock.port';
import { parseDigitalLink } from '../../platform/domain/gs1.rules';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { EpcisEvent, queryDocument, toEpcisEvent } from '../epcis/epcis-document';
import { EPCIS_ACCESS, EPCIS_EVENTS, EPCIS_SUBJECTS, EpcisAccess, EpcisRecord, EpcisSubject, accessId } from '../projections/epcis.projection';
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

/** Events in the query's order: time, then id. */
const inOrder = (a: { event_time: string; _id: string }, b: { event_time: string; _id: string }) =>
  a.event_time === b.event_time ? (a._id < b._id ? -1 : 1) : a.event_time < b.event_time ? -1 : 1;

const DISPLAY_ID = /^(INVE|PACK)\d{6,12}$/;

/** Events read between two turns of the event loop. */
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
    const found = filters.matchEpc !== undefined ? await this.ofOne(userId, filters) : await this.page(userId, filters);
    const records = found.slice(0, filters.limit);
    const last = records[records.length - 1];
    const next = found.length > filters.limit ? { eventTime: last.event_time, eventId: last._id } : undefined;
    if (records.length === 0) return { document: queryDocument([], this.clock.now()) };

    // GTINs of the page's goods only (an aggregation may name another company's goods too).
    const known = new Map<string, string>();
    const named = [...new Set(records.flatMap((r) => r.subjects))];
    if (named.length) for (const s of await subjects.find({ _id: { $in: named } })) known.set(s._id, s.gtin);
    const events: EpcisEvent[] = records.map((r) => toEpcisEvent(this.config.publicUrl, r, known));
    return { document: queryDocument(events, this.clock.now()), next };
  }

  /**
   * Up to `limit + 1` of the user's events in order (time, then id) from the access list's page index: a
   * page reads its own entries and events, however long the user's history. Keyset paging on the order
   * itself: a page starts strictly after the previous one's last event, so paging through a history neither
   * repeats nor skips an event, however long it takes.
   */
  private async page(userId: string, f: EpcisFilters): Promise<EpcisRecord[]> {
    const access = this.readStore.collection<EpcisAccess>(EPCIS_ACCESS);
    const sort = { event_time: 1, _id: 1 } as const;
    // The later of the previous page's end and the time range's start ('' sorts before every id).
    const from = [f.after && { event_time: f.after.eventTime, _id: accessId(userId, f.after.eventId) }, f.geEventTime && { event_time: f.geEventTime, _id: '' }]
      .filter((k): k is { event_time: string; _id: string } => !!k)
      .sort(inOrder)
      .pop();
    // The types asked for (all three when none): the access list's page index is by party and type, and the store
    // merges the types' ranges in order.
    const types = f.eventTypes?.length ? [...new Set(f.eventTypes)] : [...EPCIS_EVENT_TYPES];
    const entries = (await access.find({ party: userId, type: { $in: types } }, { sort, limit: f.limit + 1, ...(from ? { after: from } : {}) })).filter(
      (a) => !f.ltEventTime || a.event_time < f.ltEventTime,
    );
    const prefix = accessId(userId, '').length;
    const ids = entries.map((a) => a._id.slice(prefix));
    const byId = new Map<string, EpcisRecord>();
    const events = this.readStore.collection<EpcisRecord>(EPCIS_EVENTS);
    for (let at = 0; at < ids.length; at += CHUNK) {
      if (at > 0) await nextTurn();
      for (const r of await events.find({ _id: { $in: ids.slice(at, at + CHUNK) } })) byId.set(r._id, r);
    }
    return ids.map((id) => byId.get(id)).filter((r): r is EpcisRecord => !!r);
  }

  /** `MATCH_epc`: the events of one of the user's goods (through the `subjects` index). */
  private async ofOne(userId: string, f: EpcisFilters): Promise<EpcisRecord[]> {
    const wanted = displayIdOfEpc(f.matchEpc ?? '', this.config.publicUrl);
    const good = wanted ? await this.readStore.collection<EpcisSubject>(EPCIS_SUBJECTS).findOne({ _id: wanted }) : null;
    if (!wanted || !good || (good.owner_id !== userId && good.registrant_id !== userId)) return [];
    return (await this.readStore.collection<EpcisRecord>(EPCIS_EVENTS).find({ subjects: wanted }))
      .filter((r) => this.wanted(r, f))
      .sort(inOrder)
      .slice(0, f.limit + 1);
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
