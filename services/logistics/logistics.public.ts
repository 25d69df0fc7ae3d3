import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { GOODS_LOCATIONS, GoodsLocationDoc, SHIPMENTS, ShipmentDoc } from './projections/shipments.projection';

/** The events of logistics' own streams, as the contracts type them (for other contexts' projections). */
export type { DeliveryEvent, IotTagEvent, ShipmentEvent, WarehouseEvent } from './domain/logistics.events';

/** Public location of goods: what tracking pages may show. Never the driver, vehicle or recipient. */
export interface PublicLocation {
  status: 'in_stock' | 'in_warehouse' | 'in_transit' | 'delivered';
  /** "lat&lng" and text of where it is now; undefined when it never moved (its registration place stands). */
  location?: string;
  address_location?: string;
  /** In transit: the shipment's reported positions, oldest first. */
  route?: { location: string; recorded_at: string }[];
}

/** The one file of logistics others read: where an item or package is, as plain public fields. */
@Injectable()
export class GoodsLocationReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** The same reads through another read store (public tracking records what its answer reads). */
  reading(store: ReadStore): GoodsLocationReader {
    return new GoodsLocationReader(store);
  }

  /** Statuses of many goods at once (public facts, as tracking shows them), for pickers. */
  async statuses(displayIds: string[]): Promise<{ display_id: string; status: PublicLocation['status'] }[]> {
    const docs = displayIds.length ? await this.readStore.collection<GoodsLocationDoc>(GOODS_LOCATIONS).find({ _id: { $in: displayIds } }) : [];
    const byId = new Map(docs.map((d) => [d._id, d.status]));
    return displayIds.map((id) => ({ display_id: id, status: byId.get(id) ?? 'in_stock' }));
  }

  /** Ids of the shipments the user planned or receives (their parties, for the explorer). */
  async shipmentsOf(userId: string): Promise<string[]> {
    const shipments = this.readStore.collection<ShipmentDoc>(SHIPMENTS);
    const [own, received] = await Promise.all([shipments.find({ owner_id: userId }), shipments.find({ recipient_id: userId })]);
    return [...own, ...received].map((s) => s._id);
  }

  async publicLocation(displayId: string): Promise<PublicLocation> {
    const doc = await this.readStore.collection<GoodsLocationDoc>(GOODS_LOCATIONS).findOne({ _id: displayId });
    if (!doc) return { status: 'in_stock' };
    const out: PublicLocation = { status: doc.status };
    if (doc.location) out.location = doc.location;
    if (doc.address_location) out.address_location = doc.address_location;
    if (doc.status === 'in_transit' && doc.shipment_id) {
      const shipment = await this.readStore.collection<ShipmentDoc>(SHIPMENTS).findOne({ _id: doc.shipment_id });
      out.route = (shipment?.route ?? []).map((p) => ({ location: p.location, recorded_at: p.recorded_at }));
      const last = out.route[out.route.length - 1];
      if (last) {
        out.location = last.location;
        out.address_location = undefined;
      }
    }
    return out;
  }
}
