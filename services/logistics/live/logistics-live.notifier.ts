import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { goodsKindOfStream, idOf } from '../../platform/event-store/streams.rules';
import { LivePublisher } from '../../platform/live/live.publisher';
import { LiveRelay } from '../../platform/live/live.relay';
import { GoodsMoveEvent, IotTagEvent, ShipmentEvent } from '../domain/logistics.events';
import { ShipmentViews } from '../queries/shipment.views';

type ShipmentStatus = 'planned' | 'in_transit' | 'delivered';

/**
 * Pushes logistics changes once the read models include them: `shipment:updated` to the shipment's owner
 * (and the next owner it goes to), `tracking:updated` to the public watchers of goods that moved or whose
 * shipment or IoT tag reported a position, and `ownership:changed` to both parties of a delivery. A planned shipment
 * names its parties; later shipment events name only the shipment, so its read model gives them.
 */
@Injectable()
export class LogisticsLiveNotifier implements OnApplicationBootstrap {
  constructor(
    private readonly relay: LiveRelay,
    private readonly publisher: LivePublisher,
    private readonly shipments: ShipmentViews,
  ) {}

  onApplicationBootstrap(): void {
    const moved = ({ stream }: { stream: string }) => this.toWatchers(idOf(stream));
    this.relay.subscribe<ShipmentEvent | GoodsMoveEvent | IotTagEvent>('logistics', {
      ShipmentPlanned: async ({ stream, data }) => this.shipmentUpdated(idOf(stream), 'planned', [data.ownerId, data.destination?.userId ?? '']),
      ShipmentDispatched: async ({ stream }) => this.shipmentUpdated(idOf(stream), 'in_transit'),
      ShipmentPositionReported: async ({ stream }) => {
        const shipmentId = idOf(stream);
        for (const displayId of await this.shipments.aboard(shipmentId)) this.toWatchers(displayId);
        await this.shipmentUpdated(shipmentId, 'in_transit');
      },
      ShipmentDelivered: async ({ stream }) => this.shipmentUpdated(idOf(stream), 'delivered'),
      // The tagged package moved; in transit its shipment's route did, and with it everything aboard.
      IotTagPositionReported: async ({ data }) => {
        const shipmentId = await this.shipments.shipmentOf(data.packageId);
        const aboard = shipmentId ? await this.shipments.aboard(shipmentId) : [];
        for (const displayId of new Set([data.packageId, ...aboard])) this.toWatchers(displayId);
      },
      GoodsCheckedIn: moved,
      GoodsCheckedOut: moved,
      GoodsDispatched: moved,
      GoodsDelivered: moved,
      OwnershipDelivered: ({ stream, data }) => {
        const displayId = idOf(stream);
        this.toWatchers(displayId);
        if (data.packageId) return;
        const payload = { kind: goodsKindOfStream(stream), request_id: '', status: 'approved', display_id: displayId };
        this.publisher.toUser(data.fromOwnerId, 'ownership:changed', payload);
        this.publisher.toUser(data.toOwnerId, 'ownership:changed', payload);
      },
    });
  }

  /** To the shipment's owner and recipient: those named, else those of its read model. */
  private async shipmentUpdated(shipmentId: string, status: ShipmentStatus, parties?: string[]): Promise<void> {
    if (!parties) {
      const doc = await this.shipments.doc(shipmentId);
      if (!doc) return;
      parties = [doc.owner_id, doc.recipient_id];
    }
    for (const userId of new Set(parties.filter(Boolean))) this.publisher.toUser(userId, 'shipment:updated', { id: shipmentId, status });
  }

  private toWatchers(displayId: string): void {
    this.publisher.toWatchers(displayId, 'tracking:updated', { display_id: displayId });
  }
}
