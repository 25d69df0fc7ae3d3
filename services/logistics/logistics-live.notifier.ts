import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { RecordedEvent } from '../platform/event-store/event-store.port';
import { categoryOf, idOf } from '../platform/event-store/streams';
import { LivePublisher } from '../platform/live/live.publisher';
import { ProjectionLifecycle } from '../platform/projections/projection-lifecycle';
import { ShipmentViews } from './queries/shipment-views';

const SHIPMENT_STATUS: Record<string, 'planned' | 'in_transit' | 'delivered'> = {
  ShipmentPlanned: 'planned',
  ShipmentDispatched: 'in_transit',
  ShipmentDelivered: 'delivered',
};
const MOVES = new Set(['GoodsCheckedIn', 'GoodsCheckedOut', 'GoodsDispatched', 'GoodsDelivered', 'OwnershipDelivered']);

/**
 * Pushes logistics changes once the read models include them: `shipment:updated` to the shipment's owner
 * (and the next owner it goes to), `tracking:updated` to the public watchers of goods that moved or whose
 * shipment reported a position, and `ownership:changed` to both parties of a delivery.
 */
@Injectable()
export class LogisticsLiveNotifier implements OnApplicationBootstrap {
  constructor(
    private readonly projections: ProjectionLifecycle,
    private readonly publisher: LivePublisher,
    private readonly shipments: ShipmentViews,
  ) {}

  onApplicationBootstrap(): void {
    this.projections.events.on('projected', (batch: RecordedEvent[]) => {
      void this.push(batch).catch((error) => console.error('logistics live push failed', error));
    });
  }

  private async push(batch: RecordedEvent[]): Promise<void> {
    for (const event of batch) {
      const category = categoryOf(event.stream);
      if (category === 'shipment') {
        const shipmentId = idOf(event.stream);
        if (event.type === 'ShipmentPositionReported') {
          for (const displayId of await this.shipments.aboard(shipmentId)) this.publisher.toWatchers(displayId, 'tracking:updated', { display_id: displayId });
        }
        const status = SHIPMENT_STATUS[event.type] ?? (event.type === 'ShipmentPositionReported' ? 'in_transit' : undefined);
        if (!status) continue;
        const doc = await this.shipments.doc(shipmentId);
        if (!doc) continue;
        for (const userId of new Set([doc.owner_id, doc.recipient_id].filter(Boolean))) this.publisher.toUser(userId, 'shipment:updated', { id: shipmentId, status });
      } else if ((category === 'stockitem' || category === 'package') && MOVES.has(event.type)) {
        const displayId = idOf(event.stream);
        this.publisher.toWatchers(displayId, 'tracking:updated', { display_id: displayId });
        if (event.type === 'OwnershipDelivered' && !event.data.packageId) {
          const payload = { kind: category === 'package' ? 'package' : 'item', request_id: '', status: 'approved', display_id: displayId };
          this.publisher.toUser(event.data.fromOwnerId as string, 'ownership:changed', payload);
          this.publisher.toUser(event.data.toOwnerId as string, 'ownership:changed', payload);
        }
      }
    }
  }
}
