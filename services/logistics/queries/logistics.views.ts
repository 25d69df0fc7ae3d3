import { Inject, Injectable } from '@nestjs/common';
import { UserDirectory } from '../../identity/identity.public';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { CARRIERS, CarrierDoc, NEXT_OWNERS, NextOwnerDoc, WAREHOUSES, WarehouseDoc } from '../projections/logistics.projection';

const NEWEST_FIRST = { sort: { created_at: -1 as const, _id: -1 as const } };

/**
 * Warehouses, carriers and next owners as the API shows them, to their owner only: another company's
 * records are not found (404), so ids reveal nothing.
 */
@Injectable()
export class LogisticsViews {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly users: UserDirectory,
  ) {}

  async warehouses(ownerId: string) {
    const docs = await this.readStore.collection<WarehouseDoc>(WAREHOUSES).find({ owner_id: ownerId }, NEWEST_FIRST);
    return docs.map((d) => warehouseView(d, false));
  }

  async warehouse(ownerId: string, id: string) {
    const doc = await this.ownWarehouse(ownerId, id);
    return doc ? warehouseView(doc, true) : undefined;
  }

  async ownWarehouse(ownerId: string, id: string): Promise<WarehouseDoc | undefined> {
    const doc = await this.readStore.collection<WarehouseDoc>(WAREHOUSES).findOne({ _id: id });
    return doc && doc.owner_id === ownerId ? doc : undefined;
  }

  async carriers(ownerId: string) {
    const docs = await this.readStore.collection<CarrierDoc>(CARRIERS).find({ owner_id: ownerId }, NEWEST_FIRST);
    return docs.map(carrierView);
  }

  async carrier(ownerId: string, id: string) {
    const doc = await this.readStore.collection<CarrierDoc>(CARRIERS).findOne({ _id: id });
    return doc && doc.owner_id === ownerId ? carrierView(doc) : undefined;
  }

  async nextOwners(ownerId: string) {
    const docs = await this.readStore.collection<NextOwnerDoc>(NEXT_OWNERS).find({ owner_id: ownerId }, NEWEST_FIRST);
    const users = await this.users.byIds(docs.map((d) => d.user_id));
    return docs.map((d) => nextOwnerView(d, users.get(d.user_id), false));
  }

  async nextOwner(ownerId: string, id: string) {
    const doc = await this.ownNextOwner(ownerId, id);
    if (!doc) return undefined;
    return nextOwnerView(doc, await this.users.byId(doc.user_id), true);
  }

  async ownNextOwner(ownerId: string, id: string): Promise<NextOwnerDoc | undefined> {
    const doc = await this.readStore.collection<NextOwnerDoc>(NEXT_OWNERS).findOne({ _id: id });
    return doc && doc.owner_id === ownerId ? doc : undefined;
  }

  /** Counts for the logistics overview. */
  async counts(ownerId: string) {
    const [warehouses, carriers, nextOwners] = await Promise.all([
      this.readStore.collection(WAREHOUSES).count({ owner_id: ownerId }),
      this.readStore.collection(CARRIERS).count({ owner_id: ownerId }),
      this.readStore.collection(NEXT_OWNERS).count({ owner_id: ownerId }),
    ]);
    return { warehouses, carriers, next_owners: nextOwners };
  }
}

function warehouseView(d: WarehouseDoc, withContents: boolean) {
  return {
    id: d._id,
    name: d.name,
    type: d.type,
    capacity: d.capacity,
    stock_count: d.stock_count,
    contact: d.contact,
    verification: d.verification,
    address: d.address,
    address_location: d.address_location,
    details: d.details,
    created_at: d.created_at,
    updated_at: d.updated_at,
    ...(withContents ? { contents: d.contents.map((c) => ({ type: c.type, display_id: c.display_id, since: c.since })) } : {}),
  };
}

function carrierView(d: CarrierDoc) {
  return {
    id: d._id,
    company_name: d.company_name,
    contact_person: d.contact_person,
    email: d.email,
    phone: d.phone,
    address: d.address,
    modes: d.modes,
    created_at: d.created_at,
  };
}

function nextOwnerView(d: NextOwnerDoc, user: { id: string; email: string; fullname: string } | undefined, withGoods: boolean) {
  return {
    id: d._id,
    user: { id: d.user_id, email: user?.email ?? '', fullname: user?.fullname ?? '' },
    category: d.category,
    brands: d.brands,
    note: d.note,
    delivered_count: d.delivered_count,
    created_at: d.created_at,
    ...(withGoods ? { delivered: d.delivered.map((g) => ({ type: g.type, display_id: g.display_id, at: g.at, shipment_id: g.shipment_id || null })) } : {}),
  };
}
