import { z } from 'zod';
import { digitalLinkUri } from '../../platform/domain/gs1.rules';
import type { EpcisRecord, EpcisSubject } from '../projections/epcis.projection';

/** The EPCIS 2.0 JSON-LD context every document names. */
export const EPCIS_CONTEXT = 'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld';

export type EpcisEvent = Record<string, unknown> & { type: string; eventTime: string };

/**
 * An item's EPC: its GS1 Digital Link URI when its product has a GTIN, else its public tracking link (a
 * package has no GTIN of ours, so always the latter).
 */
export function epcOf(base: string, displayId: string, gtin: string | undefined): string {
  return gtin ? digitalLinkUri(base, gtin, displayId) : `${base}/productTracking/${displayId}`;
}

/** `lat&lng` → RFC 5870 `geo:lat,lng`, or undefined. */
export function geoUri(location: string | undefined): string | undefined {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*&\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(location ?? '');
  if (!match) return undefined;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? `geo:${lat},${lng}` : undefined;
}

function place(base: string, where: EpcisRecord['read_point']): { id: string } | undefined {
  if (!where) return undefined;
  if (where.warehouse) return { id: `${base}/api/account/getwarehouse/${where.warehouse}` };
  const geo = geoUri(where.geo);
  return geo ? { id: geo } : undefined;
}

const partyUri = (base: string, userId: string) => `${base}/api/account/getuser/${userId}`;

function bizTransaction(base: string, transaction: string): { type?: string; bizTransaction: string } {
  const [kind, id] = transaction.split(/:(.*)/s);
  const uri = `${base}/api/epcis/bizTransaction/${encodeURIComponent(kind)}/${encodeURIComponent(id ?? '')}`;
  return kind === 'shipment' ? { type: 'desadv', bizTransaction: uri } : { bizTransaction: uri };
}

/** One stored record as an EPCIS 2.0 event, EPCs resolved with the subjects' GTINs. */
export function toEpcisEvent(base: string, r: EpcisRecord, gtins: Map<string, string>): EpcisEvent {
  const epc = (id: string) => epcOf(base, id, gtins.get(id));
  const common = { eventID: r._id, eventTime: r.event_time, eventTimeZoneOffset: '+00:00' };
  const readPoint = place(base, r.read_point);
  const bizLocation = place(base, r.biz_location);
  const where = { ...(readPoint ? { readPoint } : {}), ...(bizLocation ? { bizLocation } : {}) };
  const step = { ...(r.biz_step ? { bizStep: r.biz_step } : {}), ...(r.disposition ? { disposition: r.disposition } : {}) };
  switch (r.type) {
    case 'AggregationEvent':
      return { type: 'AggregationEvent', ...common, parentID: epc(r.parent!), childEPCs: (r.children ?? []).map(epc), action: r.action, ...step, ...where };
    case 'TransactionEvent':
      return {
        type: 'TransactionEvent',
        ...common,
        bizTransactionList: [bizTransaction(base, r.transaction ?? `event:${r._id}`)],
        epcList: r.subjects.map(epc),
        action: r.action,
        ...step,
        ...(r.from_owner ? { sourceList: [{ type: 'owning_party', source: partyUri(base, r.from_owner) }] } : {}),
        ...(r.to_owner ? { destinationList: [{ type: 'owning_party', destination: partyUri(base, r.to_owner) }] } : {}),
      };
    default:
      return {
        type: 'ObjectEvent',
        ...common,
        epcList: r.subjects.map(epc),
        action: r.action,
        ...step,
        ...where,
        ...(r.transaction ? { bizTransactionList: [bizTransaction(base, r.transaction)] } : {}),
      };
  }
}

const placeSchema = z.object({ id: z.string() });

/**
 * What `GET /api/epcis/events` answers, for the OpenAPI document: the envelope and the fields our events
 * carry (GS1's own EPCIS 2.0 JSON schema, which the API test validates against, has the full rules).
 */
export const queryDocumentSchema = z.object({
  '@context': z.array(z.string()),
  type: z.literal('EPCISQueryDocument'),
  schemaVersion: z.literal('2.0'),
  creationDate: z.string(),
  epcisBody: z.object({
    queryResults: z.object({
      queryName: z.literal('SimpleEventQuery'),
      resultsBody: z.object({
        eventList: z.array(
          z.object({
            type: z.enum(['ObjectEvent', 'AggregationEvent', 'TransactionEvent']),
            eventID: z.string(),
            eventTime: z.string(),
            eventTimeZoneOffset: z.string(),
            action: z.enum(['ADD', 'OBSERVE', 'DELETE']),
            bizStep: z.string().optional(),
            disposition: z.string().optional(),
            epcList: z.array(z.string()).optional(),
            parentID: z.string().optional(),
            childEPCs: z.array(z.string()).optional(),
            readPoint: placeSchema.optional(),
            bizLocation: placeSchema.optional(),
            bizTransactionList: z.array(z.object({ type: z.string().optional(), bizTransaction: z.string() })).optional(),
            sourceList: z.array(z.object({ type: z.string(), source: z.string() })).optional(),
            destinationList: z.array(z.object({ type: z.string(), destination: z.string() })).optional(),
          }),
        ),
      }),
    }),
  }),
});

/** An EPCIS 2.0 query document holding `events` (the answer of a SimpleEventQuery). */
export function queryDocument(events: EpcisEvent[], now: Date): Record<string, unknown> {
  return {
    '@context': [EPCIS_CONTEXT],
    type: 'EPCISQueryDocument',
    schemaVersion: '2.0',
    creationDate: now.toISOString(),
    epcisBody: { queryResults: { queryName: 'SimpleEventQuery', resultsBody: { eventList: events } } },
  };
}

export type { EpcisSubject };
