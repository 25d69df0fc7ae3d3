import { cleanText } from '../../platform/domain/safe-text.rules';
import { z } from 'zod';

/**
 * The EPCIS 2.0 events `POST /api/epcis/capture` turns into our commands. Anything else in a document is
 * refused (400) before anything is decided, so a document is taken whole or not at all.
 */
const uri = z.string({ error: 'Expected a URI.' }).overwrite(cleanText).trim().min(1).max(500);
/** The other text of an event (its id, step, disposition, list types): bounded, without unsafe characters. */
const text = z.string({ error: 'Not a valid string.' }).overwrite(cleanText).trim().max(500);

const common = {
  eventTime: z.string({ error: 'eventTime is required.' }).refine((v) => !Number.isNaN(Date.parse(v)), 'eventTime must be an ISO 8601 date-time.'),
  eventTimeZoneOffset: text.optional(),
  eventID: text.optional(),
  readPoint: z.object({ id: uri }).optional(),
  bizLocation: z.object({ id: uri }).optional(),
  disposition: text.optional(),
};

const commissioning = z.object({
  type: z.literal('ObjectEvent'),
  action: z.literal('ADD'),
  bizStep: z.union([z.literal('commissioning'), z.literal('https://ref.gs1.org/cbv/BizStep-commissioning')]),
  quantityList: z
    .array(z.object({ epcClass: uri, quantity: z.number().int('quantity must be a whole number.').min(1).max(10_000) }), {
      error: 'Commissioning takes a quantityList of your product classes (<PUBLIC_URL>/01/<GTIN>): we issue the serials.',
    })
    .min(1)
    .max(20),
  epcList: z.array(z.never(), { error: 'We issue the serials: commission with a quantityList, not an epcList.' }).max(0).optional(),
  ...common,
});

const aggregation = z.object({
  type: z.literal('AggregationEvent'),
  action: z.enum(['ADD', 'DELETE'], { error: 'AggregationEvent action must be ADD or DELETE.' }),
  parentID: uri,
  childEPCs: z.array(uri).max(1000).optional(),
  bizStep: text.optional(),
  ...common,
});

const transaction = z.object({
  type: z.literal('TransactionEvent'),
  action: z.literal('ADD', { error: 'TransactionEvent action must be ADD.' }),
  epcList: z.array(uri).min(1).max(1000),
  bizTransactionList: z.array(z.object({ bizTransaction: uri, type: text.optional() })).optional(),
  destinationList: z
    .array(z.object({ type: text, destination: uri }))
    .refine((list) => list.some((d) => isOwningParty(d.type) && d.destination.startsWith('mailto:')), 'Name the new owner as an owning_party destination mailto:<e-mail>.'),
  sourceList: z.array(z.object({ type: text, source: uri })).optional(),
  bizStep: text.optional(),
  ...common,
});

export const captureEvent = z.discriminatedUnion('type', [commissioning, aggregation, transaction], {
  error: 'Supported: ObjectEvent ADD commissioning, AggregationEvent ADD/DELETE, TransactionEvent ADD.',
});
export type CaptureEvent = z.infer<typeof captureEvent>;

/** The document: an EPCISDocument (or a bare list of events, as some capture clients send). */
export const captureDocument = z.object({
  '@context': z.unknown().optional(),
  type: z.literal('EPCISDocument', { error: 'Expected an EPCISDocument.' }),
  schemaVersion: z.string().optional(),
  creationDate: z.string().optional(),
  epcisBody: z.object({
    eventList: z.array(z.unknown(), { error: 'epcisBody.eventList is required.' }).min(1, 'The document has no events.').max(100, 'At most 100 events per capture.'),
  }),
});

export function isOwningParty(type: string): boolean {
  return type === 'owning_party' || type === 'https://ref.gs1.org/cbv/SDT-owning_party';
}

/** The new owner's e-mail of a TransactionEvent. */
export function newOwnerEmail(event: Extract<CaptureEvent, { type: 'TransactionEvent' }>): string {
  const destination = event.destinationList.find((d) => isOwningParty(d.type) && d.destination.startsWith('mailto:'))!;
  return decodeURIComponent(destination.destination.slice('mailto:'.length)).trim().toLowerCase();
}

/** `geo:lat,lng` → `lat&lng`, as our items keep places. */
export function locationOfGeo(uri: string | undefined): string | undefined {
  const match = /^geo:(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)/.exec(uri ?? '');
  return match ? `${match[1]}&${match[2]}` : undefined;
}
