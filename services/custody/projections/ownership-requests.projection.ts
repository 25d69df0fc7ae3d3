import type { GoodsKind } from '../../platform/domain/display-id.rules';
import { goodsKindOfStream, idOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { ProjectionWriter } from '../../platform/read-store/read-store.port';
import { OwnershipEvent } from '../domain/custody.events';
import { upsert } from '../../platform/projections/upsert.helper';

export const OWNERSHIP_REQUESTS = 'ownership_requests';
export const NOTIFICATION_COUNTS = 'notification_counts';

export interface OwnershipRequestDoc {
  _id: string;
  kind: GoodsKind;
  display_id: string;
  requester_id: string;
  owner_id: string;
  status: 'request' | 'approved' | 'rejected';
  reason: string;
  request_date: string;
  decided_at: string | null;
  [key: string]: unknown;
}

export interface NotificationCountDoc {
  _id: string;
  inventory: number;
  package: number;
  [key: string]: unknown;
}

const counterOf = (kind: GoodsKind) => (kind === 'package' ? 'package' : 'inventory');

/**
 * Ownership requests (received and sent lists, status by item) and each owner's count of pending received
 * requests (the notification badge), kept as a counter so the badge is a lookup.
 */
export const ownershipRequestsProjection: Projection<OwnershipEvent> = {
  name: 'ownership.requests',
  collections: [OWNERSHIP_REQUESTS, NOTIFICATION_COUNTS],
  indexes: [{ collection: OWNERSHIP_REQUESTS, fields: ['owner_id', 'requester_id', 'display_id'] }],
  handlers: {
    async OwnershipRequested(event, w) {
      const kind = goodsKindOfStream(event.stream);
      const d = event.data;
      await upsert(w, OWNERSHIP_REQUESTS, d.requestId, {
        kind,
        display_id: idOf(event.stream),
        requester_id: d.requesterId,
        owner_id: d.ownerId,
        status: 'request',
        reason: '',
        request_date: event.metadata.time,
        decided_at: null,
      });
      await w.updateOne(
        NOTIFICATION_COUNTS,
        { _id: d.ownerId },
        { $inc: { [counterOf(kind)]: 1 }, $setOnInsert: { [counterOf(kind) === 'package' ? 'inventory' : 'package']: 0 } },
        { upsert: true },
      );
    },
    async OwnershipApproved(event, w) {
      await decided(event.data.requestId, 'approved', '', event.metadata.time, event.stream, w);
    },
    async OwnershipRejected(event, w) {
      await decided(event.data.requestId, 'rejected', event.data.reason, event.metadata.time, event.stream, w);
    },
  },
};

async function decided(
  requestId: string,
  status: 'approved' | 'rejected',
  reason: string,
  time: string,
  stream: string,
  w: ProjectionWriter,
): Promise<void> {
  const request = await w.findOne<OwnershipRequestDoc>(OWNERSHIP_REQUESTS, { _id: requestId });
  if (!request || request.status !== 'request') return;
  await w.updateOne(OWNERSHIP_REQUESTS, { _id: requestId }, { $set: { status, reason, decided_at: time } });
  await w.updateOne(NOTIFICATION_COUNTS, { _id: request.owner_id }, { $inc: { [counterOf(goodsKindOfStream(stream))]: -1 } });
}
