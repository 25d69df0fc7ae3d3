import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api-types';

export type GoodsRef = { type: 'item' | 'package'; id: string };
export type Detail = { key: string; value: string };
export type GoodsStatus = 'in_stock' | 'in_warehouse' | 'in_transit' | 'delivered';

export type WarehouseType = ApiAnswer<'/api/account/getwarehousetypes'>[number];
export type TransportMode = ApiAnswer<'/api/logistics/transportmodes'>[number];

export type WarehouseFields = {
  name: string;
  capacity: number;
  contact: string;
  verification: 'yes' | 'no';
  address: string;
  address_location: string;
  details: Detail[];
  type: string;
};

export type Warehouse = ApiAnswer<'/api/account/getwarehouse/{id}'>;

export type CarrierFields = { company_name: string; contact_person: string; email: string; phone: string; address: string; modes: string[] };
export type Carrier = ApiAnswer<'/api/logistics/outsource'>[number];

export type NextOwner = ApiAnswer<'/api/account/getnextowner/{id}'>;
export type NextOwnerFields = { email: string; category?: string; brands?: string[]; note?: string };

export type Shipment = ApiAnswer<'/api/logistics/transport/{id}'>;
export type RoutePoint = Shipment['last_position'];
export type ShipmentStatus = Shipment['status'];

export type ShipmentDestination = { warehouse: string } | { next_owner: string } | { address: string; address_location: string };

export type ShipmentFields = {
  mode: string;
  carrier: string;
  vehicle_number: string;
  driver_name?: string;
  driver_contact?: string;
  from_warehouse?: string;
  destination: ShipmentDestination;
  content_data: GoodsRef[];
  expected_delivery: string;
};

/** What the user owns now (`GET /inventory/owned`), for the goods pickers. */
export type OwnedGoods = {
  type: 'item' | 'package';
  display_id: string;
  product?: { name: string; brand: string; images?: { image: string }[] };
  brand_name?: string;
  packed_in: string | null;
  since: string;
};

export type RegisteredUser = { id: string; fullname: string; email?: string; profile_image?: string | null };

export const logisticsKeys = {
  all: ['logistics'] as const,
  warehouseTypes: () => [...logisticsKeys.all, 'warehouse-types'] as const,
  transportModes: () => [...logisticsKeys.all, 'transport-modes'] as const,
  warehouses: () => [...logisticsKeys.all, 'warehouses'] as const,
  warehouse: (id: string) => [...logisticsKeys.warehouses(), id] as const,
  carriers: () => [...logisticsKeys.all, 'carriers'] as const,
  nextOwners: () => [...logisticsKeys.all, 'next-owners'] as const,
  nextOwner: (id: string) => [...logisticsKeys.nextOwners(), id] as const,
  shipments: () => [...logisticsKeys.all, 'shipments'] as const,
  shipment: (id: string) => [...logisticsKeys.shipments(), id] as const,
  /** Goods the user can move now: owned, loose, with their statuses. */
  movable: () => [...logisticsKeys.all, 'movable'] as const,
  user: (email: string) => [...logisticsKeys.all, 'user', email.toLowerCase()] as const,
};

export const logisticsQueries = {
  warehouseTypes: () => queryOptions({ queryKey: logisticsKeys.warehouseTypes(), queryFn: () => api.get<WarehouseType[]>('/account/getwarehousetypes'), staleTime: Infinity }),
  transportModes: () => queryOptions({ queryKey: logisticsKeys.transportModes(), queryFn: () => api.get<TransportMode[]>('/logistics/transportmodes'), staleTime: Infinity }),
  warehouses: () => queryOptions({ queryKey: logisticsKeys.warehouses(), queryFn: () => api.get<Warehouse[]>('/account/getwarehouse') }),
  warehouse: (id: string) => queryOptions({ queryKey: logisticsKeys.warehouse(id), queryFn: () => api.get<Warehouse>(`/account/getwarehouse/${encodeURIComponent(id)}`) }),
  carriers: () => queryOptions({ queryKey: logisticsKeys.carriers(), queryFn: () => api.get<Carrier[]>('/logistics/outsource') }),
  nextOwners: () => queryOptions({ queryKey: logisticsKeys.nextOwners(), queryFn: () => api.get<NextOwner[]>('/account/getnextowner') }),
  nextOwner: (id: string) => queryOptions({ queryKey: logisticsKeys.nextOwner(id), queryFn: () => api.get<NextOwner>(`/account/getnextowner/${encodeURIComponent(id)}`) }),
  shipments: () => queryOptions({ queryKey: logisticsKeys.shipments(), queryFn: () => api.get<Shipment[]>('/logistics/transport') }),
  shipment: (id: string) => queryOptions({ queryKey: logisticsKeys.shipment(id), queryFn: () => api.get<Shipment>(`/logistics/transport/${encodeURIComponent(id)}`) }),
  movable: () =>
    queryOptions({
      queryKey: logisticsKeys.movable(),
      queryFn: async () => {
        const owned = await api.get<{ count: number; results: OwnedGoods[] }>('/inventory/owned', { query: { limit: 200, offset: 0 } });
        const loose = owned.results.filter((g) => !g.packed_in);
        if (loose.length === 0) return [];
        const statuses = await api.get<{ display_id: string; status: GoodsStatus }[]>('/logistics/locations', { query: { ids: loose.map((g) => g.display_id).join(',') } });
        const byId = new Map(statuses.map((s) => [s.display_id, s.status]));
        return loose.map((g) => ({ ...g, status: byId.get(g.display_id) ?? ('in_stock' as GoodsStatus) }));
      },
    }),
  userByEmail: (email: string) =>
    queryOptions({ queryKey: logisticsKeys.user(email), queryFn: () => api.get<RegisteredUser>('/account/getemailuser', { query: { email } }), retry: false }),
};

export type MovableGoods = OwnedGoods & { status: GoodsStatus };

export const goodsName = (g: { type: string; product?: { name: string } | null; brand_name?: string }) => (g.type === 'package' ? g.brand_name || 'Package' : g.product?.name || 'Stock item');

export const STATUS_LABEL: Record<GoodsStatus | ShipmentStatus, string> = {
  in_stock: 'In stock',
  in_warehouse: 'In a warehouse',
  in_transit: 'In transit',
  delivered: 'Delivered',
  planned: 'Planned',
};
export const STATUS_COLOR: Record<GoodsStatus | ShipmentStatus, string> = {
  in_stock: 'gray',
  in_warehouse: 'blue',
  in_transit: 'orange',
  delivered: 'teal',
  planned: 'grape',
};
