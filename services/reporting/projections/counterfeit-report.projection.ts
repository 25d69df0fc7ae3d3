import type { CustodyEvent } from '../../custody/custody.public';
import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { idOf, isStreamOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';
import { setFields, upsert } from '../../platform/projections/upsert.helper';
import { goodsKindOf, type GoodsKind } from '../../platform/domain/display-id.rules';

// Version 2 added the totals by day (the dashboard's last 30 days): new names, so an installation with the
// first version's read models replays the log into fresh ones instead of adding to them.
export const COUNTERFEIT_SUBJECTS = 'counterfeit_subjects_v2';
export const COUNTERFEIT_COMPLAINTS = 'counterfeit_complaints_v2';
export const COUNTERFEIT_TOTALS = 'counterfeit_totals_v2';

/** The totals document of every report, including those about ids that are not ours. */
export const ALL_REPORTS = '*';

/** Stable keys of the four reasons in the totals (labels can contain characters a field path should not). */
export const REASON_KEYS: Record<string, string> = {
  'Location-based issue': 'location',
  'Different owner detected': 'owner',
  'Batch ID related issue': 'batch',
  Others: 'others',
};

/** An item or package as this report needs it: who registered it (the brand) and who holds it now. */
export interface CounterfeitSubjectDoc {
  _id: string;
  kind: 'item' | 'package';
  brand_id: string;
  owner_id: string;
  [key: string]: unknown;
}

export interface ComplaintDoc {
  _id: string;
  display_id: string;
  kind: 'item' | 'package';
  /** False when the id is not one of ours. */
  known: boolean;
  reason: string;
  address: string;
  reported_at: string;
  /** `YYYY-MM` (UTC) of the report. */
  month: string;
  /** `YYYY-MM-DD` (UTC) of the report. */
  day?: string;
  status: 'open';
  brand_id: string;
  owner_id: string;
  /** Who sees it: the brand and the current owner. */
  audience: string[];
  [key: string]: unknown;
}

export interface CounterfeitTotalsDoc {
  _id: string;
  total: number;
  by_reason: Record<string, number>;
  by_month: Record<string, number>;
  by_day?: Record<string, number>;
  [key: string]: unknown;
}

const kindOf = (stream: string, displayId: string): GoodsKind => (isStreamOf('package', stream) ? 'package' : goodsKindOf(displayId));

const audienceOf = (brandId: string, ownerId: string) => [...new Set([brandId, ownerId].filter(Boolean))];

async function addToTotals(w: ProjectionWriter, userId: string, complaint: Pick<ComplaintDoc, 'reason' | 'month' | 'day' | 'reported_at'>, delta: number) {
  await w.updateOne(
    COUNTERFEIT_TOTALS,
    { _id: userId },
    {
      $inc: {
        total: delta,
        [`by_reason.${REASON_KEYS[complaint.reason] ?? 'others'}`]: delta,
        [`by_month.${complaint.month}`]: delta,
        [`by_day.${complaint.day ?? complaint.reported_at.slice(0, 10)}`]: delta,
      },
    },
    { upsert: true },
  );
}

async function registered(d: { displayId: string; ownerId: string }, w: ProjectionWriter, kind: 'item' | 'package') {
  await upsert(w, COUNTERFEIT_SUBJECTS, d.displayId, { kind, brand_id: d.ownerId, owner_id: d.ownerId });
}

/**
 * The item changed hands: its complaints move to the new owner's list and totals (the brand keeps
 * them; a previous owner no longer sees them).
 */
async function ownerChanged(event: Pick<RecordedEvent, 'stream'>, w: ProjectionWriter, newOwner: string) {
  const displayId = idOf(event.stream);
  const subject = await w.findOne<CounterfeitSubjectDoc>(COUNTERFEIT_SUBJECTS, { _id: displayId });
  if (!subject || subject.owner_id === newOwner) return;
  const previous = subject.owner_id;
  await w.updateOne(COUNTERFEIT_SUBJECTS, { _id: displayId }, { $set: { owner_id: newOwner } });
  // A stable order, so a replay after a crash numbers its writes the same (MongoDB's position guard).
  const complaints = await w.find<ComplaintDoc>(COUNTERFEIT_COMPLAINTS, { display_id: displayId }, { sort: { _id: 1 } });
  for (const complaint of complaints) {
    if (previous && previous !== complaint.brand_id) await addToTotals(w, previous, complaint, -1);
    if (newOwner !== complaint.brand_id) await addToTotals(w, newOwner, complaint, 1);
    await setFields(w, COUNTERFEIT_COMPLAINTS, complaint._id, { owner_id: newOwner, audience: audienceOf(complaint.brand_id, newOwner) });
  }
}

/**
 * Counterfeit reports per brand and owner: each complaint with who sees it, and per user totals by reason
 * and by month (plus one of all reports), so the report screen is a lookup. It follows registrations and
 * hand-overs itself (its own `counterfeit_subjects`) rather than reading other read models.
 */
export const counterfeitReportProjection: Projection<CustodyEvent> = {
  name: 'reporting.counterfeit.v2',
  collections: [COUNTERFEIT_SUBJECTS, COUNTERFEIT_COMPLAINTS, COUNTERFEIT_TOTALS],
  indexes: [{ collection: COUNTERFEIT_COMPLAINTS, fields: ['audience', 'display_id'] }],
  handlers: {
    StockItemRegistered: (event, w) => registered(event.data, w, 'item'),
    PackageCreated: (event, w) => registered(event.data, w, 'package'),
    OwnershipApproved: (event, w) => ownerChanged(event, w, event.data.newOwnerId),
    StockItemHandedOver: (event, w) => ownerChanged(event, w, event.data.toOwnerId),
    OwnershipTransferredWithPackage: (event, w) => ownerChanged(event, w, event.data.toOwnerId),
    OwnershipDelivered: (event, w) => ownerChanged(event, w, event.data.toOwnerId),

    async CounterfeitReported(event, w) {
      const d = event.data;
      const subject = d.known ? await w.findOne<CounterfeitSubjectDoc>(COUNTERFEIT_SUBJECTS, { _id: d.displayId }) : null;
      const brandId = subject?.brand_id ?? '';
      const ownerId = subject?.owner_id ?? d.ownerId ?? '';
      const complaint = {
        display_id: d.displayId,
        kind: subject?.kind ?? kindOf(event.stream, d.displayId),
        known: Boolean(d.known),
        reason: d.reason,
        address: d.address ?? '',
        reported_at: event.metadata.time,
        month: event.metadata.time.slice(0, 7),
        day: event.metadata.time.slice(0, 10),
        status: 'open' as const,
        brand_id: brandId,
        owner_id: ownerId,
        audience: audienceOf(brandId, ownerId),
      };
      await w.updateOne(COUNTERFEIT_COMPLAINTS, { _id: d.complaintId }, { $set: complaint }, { upsert: true });
      for (const userId of complaint.audience) await addToTotals(w, userId, complaint, 1);
      await addToTotals(w, ALL_REPORTS, complaint, 1);
    },
  },
};
