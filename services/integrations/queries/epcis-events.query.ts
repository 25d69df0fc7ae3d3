import { Inject, Injectable } from '@nestjs/common';
import { AppConfig, CONFIG } from '../../config/config';
import { CLOCK, Clock } from '../../platform/domain/clock.port';
import { parseDigitalLink } from '../../platform/domain/gs1.rules';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { EpcisEvent, queryDocument, toEpcisEvent } from '../epcis/epcis-document';
import { EPCIS_EVENTS, EPCIS_SUBJECTS, EpcisRecord, EpcisSubject } from '../projections/epcis.projection';

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
    const mine = await subjects.find({ $or: [{ owner_id: userId }, { registrant_id: userId }] });
    let ids = mine.map((s) => s._id);
    if (filters.matchEpc !== undefined) {
      const wanted = displayIdOfEpc(filters.matchEpc, this.config.publicUrl);
      ids = wanted && ids.includes(wanted) ? [wanted] : [];
    }
    if (ids.length === 0) return { document: queryDocument([], this.clock.now()) };

    const filter: Record<string, unknown> = { subjects: { $in: ids } };
    const time: Record<string, string> = {};
    if (filters.geEventTime) time.$gte = filters.geEventTime;
    if (filters.ltEventTime) time.$lt = filters.ltEventTime;
    if (Object.keys(time).length) filter.event_time = time;
    if (filters.eventTypes?.length) filter.type = { $in: filters.eventTypes };
    // Keyset paging on the order itself (time, then id): a page starts strictly after the previous one's
    // last event, so paging through a history neither repeats nor skips an event, however long it takes.
    const { after } = filters;
    const page = after
      ? { $and: [filter, { $or: [{ event_time: { $gt: after.eventTime } }, { event_time: after.eventTime, _id: { $gt: after.eventId } }] }] }
      : filter;
    const found = await this.readStore
      .collection<EpcisRecord>(EPCIS_EVENTS)
      .find(page, { sort: { event_time: 1, _id: 1 }, limit: filters.limit + 1 });
    const records = found.slice(0, filters.limit);
    const last = records[records.length - 1];
    const next = found.length > filters.limit ? { eventTime: last.event_time, eventId: last._id } : undefined;

    const known = new Map(mine.map((s) => [s._id, s.gtin]));
    const others = [...new Set(records.flatMap((r) => r.subjects))].filter((id) => !known.has(id));
    if (others.length) for (const s of await subjects.find({ _id: { $in: others } })) known.set(s._id, s.gtin);
    const events: EpcisEvent[] = records.map((r) => toEpcisEvent(this.config.publicUrl, r, known));
    return { document: queryDocument(events, this.clock.now()), next };
  }
}
