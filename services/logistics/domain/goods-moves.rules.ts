import { DomainEvent } from '../../platform/event-store/event.types';
import { goodsStreamOf, streams } from '../../platform/event-store/streams.rules';
import type { CustodyLocation } from '../../custody/custody.public';
import { GoodsMoveEvent } from './logistics.events';
import { logisticsErrors } from './logistics.errors';
import { Destination, ShipmentState, assertShipment } from './shipment.decider';
import { WarehouseState } from './warehouse.decider';

/** What the moves of goods need of a stock item's or package's custody state. */
export interface GoodsState {
  exists: boolean;
  kind: 'item' | 'package' | '';
  ownerId: string;
  packedIn: string;
  contents: { type: string; id: string }[];
  location: CustodyLocation;
  requests?: Record<string, { status: string }>;
}

export type GoodsRef = { type: 'item' | 'package'; id: string };

/** Everything a move reads, loaded from the event log: the goods (with all they hold) and the warehouses involved. */
export interface World {
  goods: Map<string, GoodsState>;
  warehouses: Map<string, WarehouseState>;
}

export type Write = { stream: string; events: DomainEvent[] };

/** A listed entry with everything packed inside it (any depth) and the stock items it counts for. */
interface Root {
  ref: GoodsRef;
  state: GoodsState;
  descendants: string[];
  stockItems: number;
}

function descendants(goods: Map<string, GoodsState>, id: string): { ids: string[]; items: number } {
  const ids: string[] = [];
  let items = 0;
  const queue = [...(goods.get(id)?.contents ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    const state = goods.get(next.id);
    if (!state) throw logisticsErrors.changed();
    ids.push(next.id);
    if (state.kind === 'item') items += 1;
    else queue.push(...state.contents);
  }
  return { ids, items };
}

/**
 * The listed goods, each checked: it exists with the type given, the actor owns it, it is not packed
 * (a packed entry moves only with its outermost package), and it is not on a shipment.
 */
export function rootsOf(goods: Map<string, GoodsState>, entries: GoodsRef[], actorId: string, allowShipment = ''): Root[] {
  return entries.map((ref) => {
    const state = goods.get(ref.id);
    if (!state?.exists) throw logisticsErrors.goodsNotFound(ref.id);
    if (state.kind !== ref.type) throw logisticsErrors.goodsType(ref.id);
    if (state.ownerId !== actorId) throw logisticsErrors.goodsNotOwner(ref.id);
    if (state.packedIn) throw logisticsErrors.packed(ref.id, state.packedIn);
    if (state.location.shipmentId !== allowShipment) {
      if (state.location.status === 'in_transit') throw logisticsErrors.inTransit(ref.id);
      throw logisticsErrors.onShipment(ref.id, state.location.shipmentDisplayId);
    }
    const inside = descendants(goods, ref.id);
    return { ref, state, descendants: inside.ids, stockItems: ref.type === 'item' ? 1 : inside.items };
  });
}

/** Events per goods stream: `make(packageId)` for the root ('') and for everything inside it (the root's id). */
function onGoods(roots: Root[], make: (packageId: string, id: string) => GoodsMoveEvent[] | DomainEvent[]): Write[] {
  const writes: Write[] = [];
  for (const root of roots) {
    writes.push({ stream: goodsStreamOf(root.ref.id), events: make('', root.ref.id) });
    for (const id of root.descendants) writes.push({ stream: goodsStreamOf(id), events: make(root.ref.id, id) });
  }
  return writes;
}

const count = (roots: Root[]) => roots.reduce((sum, r) => sum + r.stockItems, 0);
const refs = (roots: Root[]) => roots.map((r) => r.ref);

function ownWarehouse(world: World, warehouseId: string, actorId: string): WarehouseState {
  const warehouse = world.warehouses.get(warehouseId);
  if (!warehouse?.exists) throw logisticsErrors.warehouseNotFound();
  if (warehouse.ownerId !== actorId) throw logisticsErrors.warehouseNotOwner();
  return warehouse;
}

function assertRoom(warehouse: WarehouseState, needed: number): void {
  const capacity = warehouse.fields?.capacity ?? 0;
  if (warehouse.stockItems + needed > capacity) throw logisticsErrors.full(Math.max(0, capacity - warehouse.stockItems), needed);
}

/** Goods stored in warehouses leave them: StockCheckedOut per warehouse and GoodsCheckedOut on each goods stream. */
function leaveWarehouses(world: World, roots: Root[], shipmentId: string): Write[] {
  const writes: Write[] = [];
  const byWarehouse = new Map<string, Root[]>();
  for (const root of roots) {
    if (root.state.location.status !== 'in_warehouse') continue;
    const list = byWarehouse.get(root.state.location.warehouseId) ?? [];
    list.push(root);
    byWarehouse.set(root.state.location.warehouseId, list);
  }
  for (const [warehouseId, stored] of byWarehouse) {
    if (!world.warehouses.get(warehouseId)?.exists) throw logisticsErrors.changed();
    writes.push({ stream: streams.warehouse(warehouseId), events: [{ type: 'StockCheckedOut', data: { entries: refs(stored), stockItems: count(stored), shipmentId } }] });
    writes.push(...onGoods(stored, (packageId) => [{ type: 'GoodsCheckedOut', data: { warehouseId, packageId, shipmentId } }]));
  }
  return writes;
}

/** Merges writes to the same stream, in order, so each stream is appended once. */
export function merged(writes: Write[]): Write[] {
  const byStream = new Map<string, DomainEvent[]>();
  for (const w of writes) byStream.set(w.stream, [...(byStream.get(w.stream) ?? []), ...w.events]);
  return [...byStream].map(([stream, events]) => ({ stream, events }));
}

/**
 * Check-in: the owner's goods into the owner's warehouse, never beyond its capacity in stock items (a
 * package counts every item inside it). The warehouse and every stream of the goods in one append.
 */
export function decideCheckIn(world: World, warehouseId: string, entries: GoodsRef[], actorId: string): Write[] {
  const warehouse = ownWarehouse(world, warehouseId, actorId);
  const roots = rootsOf(world.goods, entries, actorId);
  for (const root of roots) {
    if (root.state.location.status !== 'in_warehouse') continue;
    if (root.state.location.warehouseId === warehouseId) throw logisticsErrors.alreadyThere(root.ref.id);
    throw logisticsErrors.elsewhere(root.ref.id);
  }
  const needed = count(roots);
  assertRoom(warehouse, needed);
  const { address, addressLocation } = warehouse.fields!;
  return [
    { stream: streams.warehouse(warehouseId), events: [{ type: 'StockCheckedIn', data: { entries: refs(roots), stockItems: needed, shipmentId: '' } }] },
    ...onGoods(roots, (packageId) => [{ type: 'GoodsCheckedIn', data: { warehouseId, address, addressLocation, packageId, shipmentId: '' } }]),
  ];
}

/** Check-out: goods stored in this warehouse leave it (back in stock with their owner). */
export function decideCheckOut(world: World, warehouseId: string, entries: GoodsRef[], actorId: string): Write[] {
  ownWarehouse(world, warehouseId, actorId);
  const roots = rootsOf(world.goods, entries, actorId);
  for (const root of roots) {
    if (root.state.location.status !== 'in_warehouse' || root.state.location.warehouseId !== warehouseId) throw logisticsErrors.notInWarehouse(root.ref.id);
  }
  return leaveWarehouses(world, roots, '');
}

export interface ShipmentPlan {
  shipmentId: string;
  displayId: string;
  mode: string;
  carrier: string;
  vehicleNumber: string;
  driverName: string;
  driverContact: string;
  fromWarehouseId: string;
  destination: Destination;
  entries: GoodsRef[];
  expectedDelivery: string;
}

/**
 * Planning a shipment reserves the goods for it (GoodsLoaded on each of their streams, with the shipment's
 * creation, in one append): two shipments of the same goods can never both be planned.
 */
export function decidePlan(world: World, plan: ShipmentPlan, actorId: string): Write[] {
  if (plan.fromWarehouseId) ownWarehouse(world, plan.fromWarehouseId, actorId);
  if (plan.destination.kind === 'warehouse') ownWarehouse(world, plan.destination.warehouseId, actorId);
  const roots = rootsOf(world.goods, plan.entries, actorId);
  if (plan.fromWarehouseId) {
    for (const root of roots) {
      if (root.state.location.status !== 'in_warehouse' || root.state.location.warehouseId !== plan.fromWarehouseId) throw logisticsErrors.notInWarehouse(root.ref.id);
    }
  }
  if (plan.destination.kind === 'warehouse') {
    for (const root of roots) {
      if (root.state.location.status === 'in_warehouse' && root.state.location.warehouseId === plan.destination.warehouseId) throw logisticsErrors.alreadyThere(root.ref.id);
    }
  }
  const { shipmentId, displayId } = plan;
  return [
    {
      stream: streams.shipment(shipmentId),
      events: [
        {
          type: 'ShipmentPlanned',
          data: {
            shipmentId,
            displayId,
            ownerId: actorId,
            mode: plan.mode,
            carrier: plan.carrier,
            vehicleNumber: plan.vehicleNumber,
            driverName: plan.driverName,
            driverContact: plan.driverContact,
            fromWarehouseId: plan.fromWarehouseId,
            destination: { ...plan.destination },
            entries: refs(roots),
            stockItems: count(roots),
            expectedDelivery: plan.expectedDelivery,
          },
        },
      ],
    },
    ...onGoods(roots, (packageId) => [{ type: 'GoodsLoaded', data: { shipmentId, shipmentDisplayId: displayId, packageId } }]),
  ];
}

function shipmentRoots(world: World, shipment: ShipmentState, actorId: string): Root[] {
  return rootsOf(world.goods, shipment.entries as GoodsRef[], actorId, shipment.shipmentId);
}

/** Dispatch: the goods leave their warehouses and are in transit, with the shipment, in one append. */
export function decideDispatch(world: World, shipment: ShipmentState, actorId: string): Write[] {
  assertShipment(shipment, actorId, ['planned'], 'dispatched');
  const roots = shipmentRoots(world, shipment, actorId);
  const { shipmentId, displayId } = shipment;
  return merged([
    { stream: streams.shipment(shipmentId), events: [{ type: 'ShipmentDispatched', data: { shipmentId } }] },
    ...leaveWarehouses(world, roots, shipmentId),
    ...onGoods(roots, (packageId) => [{ type: 'GoodsDispatched', data: { shipmentId, shipmentDisplayId: displayId, packageId } }]),
  ]);
}

/** The events that hand goods to a next owner: ownership of each (and all inside) passes, pending requests close. */
function handOver(world: World, roots: Root[], actorId: string, d: { deliveryId: string; nextOwnerId: string; userId: string; shipmentId: string }): Write[] {
  return onGoods(roots, (packageId, id) => {
    const state = world.goods.get(id)!;
    const pending = Object.entries(state.requests ?? {}).filter(([, r]) => r.status === 'request');
    return [
      {
        type: 'OwnershipDelivered',
        data: { deliveryId: d.deliveryId, nextOwnerId: d.nextOwnerId, fromOwnerId: actorId, toOwnerId: d.userId, packageId, shipmentId: d.shipmentId },
      },
      ...pending.map(([requestId]) => ({ type: 'OwnershipRejected', data: { requestId, reason: 'superseded' } })),
    ];
  });
}

function deliveryMade(roots: Root[], actorId: string, d: { deliveryId: string; nextOwnerId: string; userId: string; shipmentId: string }): Write {
  return {
    stream: streams.delivery(d.deliveryId),
    events: [
      {
        type: 'DeliveryMade',
        data: { deliveryId: d.deliveryId, ownerId: actorId, nextOwnerId: d.nextOwnerId, userId: d.userId, entries: refs(roots), stockItems: count(roots), shipmentId: d.shipmentId },
      },
    ],
  };
}

/**
 * Delivery of a shipment in transit: into the destination warehouse (checked in, within its capacity),
 * to a next owner (ownership of everything aboard handed over), or to an address; all in one append.
 */
export function decideDeliverShipment(world: World, shipment: ShipmentState, actorId: string, deliveryId: string): Write[] {
  assertShipment(shipment, actorId, ['in_transit'], 'delivered');
  const roots = shipmentRoots(world, shipment, actorId);
  const destination = shipment.destination!;
  const { shipmentId, displayId } = shipment;
  const lastPosition = shipment.route[shipment.route.length - 1]?.location ?? '';
  const writes: Write[] = [{ stream: streams.shipment(shipmentId), events: [{ type: 'ShipmentDelivered', data: { shipmentId, destination: { ...destination } } }] }];
  if (destination.kind === 'warehouse') {
    const warehouse = ownWarehouse(world, destination.warehouseId, actorId);
    const needed = count(roots);
    assertRoom(warehouse, needed);
    const { address, addressLocation } = warehouse.fields!;
    writes.push({ stream: streams.warehouse(destination.warehouseId), events: [{ type: 'StockCheckedIn', data: { entries: refs(roots), stockItems: needed, shipmentId } }] });
    writes.push(
      ...onGoods(roots, (packageId) => [
        { type: 'GoodsDelivered', data: { shipmentId, shipmentDisplayId: displayId, packageId, address, addressLocation } },
        { type: 'GoodsCheckedIn', data: { warehouseId: destination.warehouseId, address, addressLocation, packageId, shipmentId } },
      ]),
    );
  } else {
    const address = destination.kind === 'address' ? destination.address : '';
    const addressLocation = destination.kind === 'address' ? destination.addressLocation : lastPosition;
    writes.push(...onGoods(roots, (packageId) => [{ type: 'GoodsDelivered', data: { shipmentId, shipmentDisplayId: displayId, packageId, address, addressLocation } }]));
    if (destination.kind === 'next_owner') {
      const handed = { deliveryId, nextOwnerId: destination.nextOwnerId, userId: destination.userId, shipmentId };
      writes.push(deliveryMade(roots, actorId, handed), ...handOver(world, roots, actorId, handed));
    }
  }
  return merged(writes);
}

/**
 * A direct delivery to a next owner: everything listed (and all it holds) leaves its warehouse and passes
 * to them at once; one foreign, packed or travelling entry refuses the whole delivery.
 */
export function decideDelivery(world: World, d: { deliveryId: string; nextOwnerId: string; userId: string }, entries: GoodsRef[], actorId: string): Write[] {
  const roots = rootsOf(world.goods, entries, actorId);
  const handed = { ...d, shipmentId: '' };
  return merged([deliveryMade(roots, actorId, handed), ...leaveWarehouses(world, roots, ''), ...handOver(world, roots, actorId, handed)]);
}
