import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { GOODS_LOCATIONS, GoodsLocationDoc, SHIPMENTS, ShipmentDoc } from '../projections/shipments.projection';

const STATUSES = ['planned', 'in_transit', 'delivered'] as const;

/** Shipments as their owner sees them (another company's shipments are not found). */
@Injectable()
export class ShipmentViews {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async list(ownerId: string, status?: string) {
    const filter: Record<string, unknown> = { owner_id: ownerId };
    if (status && (STATUSES as readonly string[]).includes(status)) filter.status = status;
    const docs = await this.readStore.collection<ShipmentDoc>(SHIPMENTS).find(filter, { sort: { created_at: -1, _id: -1 } });
    return docs.map((d) => view(d, false));
  }

  async one(ownerId: string, id: string) {
    const doc = await this.readStore.collection<ShipmentDoc>(SHIPMENTS).findOne({ _id: id });
    return doc && doc.owner_id === ownerId ? view(doc, true) : undefined;
  }

  async doc(id: string): Promise<ShipmentDoc | null> {
    return this.readStore.collection<ShipmentDoc>(SHIPMENTS).findOne({ _id: id });
  }

  /** Every item and package aboard (the listed goods and all packed inside them). */
  async aboard(shipmentId: string): Promise<string[]> {
    const docs = await this.readStore.collection<GoodsLocationDoc>(GOODS_LOCATIONS).find({ shipment_id: shipmentId });
    return docs.map((d) => d._id);
  }

  /** The shipment an item or package is in transit on, if any. */
  async shipmentOf(displayId: string): Promise<string | undefined> {
    const doc = await this.readStore.collection<GoodsLocationDoc>(GOODS_LOCATIONS).findOne({ _id: displayId });
    return doc?.status === 'in_transit' && doc.shipment_id ? doc.shipment_id : undefined;
  }

  async counts(ownerId: string) {
    return { shipments: await this.readStore.collection(SHIPMENTS).count({ owner_id: ownerId }) };
  }
}

function view(d: ShipmentDoc, withRoute: boolean) {
  return {
    id: d._id,
    display_id: d.display_id,
    status: d.status,
    mode: d.mode,
    carrier: d.carrier,
    vehicle_number: d.vehicle_number,
    driver_name: d.driver_name,
    driver_contact: d.driver_contact,
    from_warehouse: d.from_warehouse_id || null,
    destination: {
      kind: d.destination.kind,
      warehouse: d.destination.warehouse_id || null,
      next_owner: d.destination.next_owner_id || null,
      address: d.destination.address || null,
      address_location: d.destination.address_location || null,
    },
    content_data: d.content_data,
    items: d.stock_items,
    expected_delivery: d.expected_delivery,
    created_at: d.created_at,
    dispatched_at: d.dispatched_at,
    delivered_at: d.delivered_at,
    last_position: d.route[d.route.length - 1] ?? null,
    ...(withRoute ? { route: d.route } : {}),
  };
}
