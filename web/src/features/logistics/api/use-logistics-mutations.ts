import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CarrierFields, GoodsRef, NextOwner, NextOwnerFields, Shipment, ShipmentFields, Warehouse, WarehouseFields } from './logistics-queries';
import { logisticsKeys } from './logistics-queries';

/** Every write of the logistics screens; each refreshes the logistics queries it changes (and goods lists). */
export function useLogisticsMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: logisticsKeys.all });
  // Moves of goods change owned lists, packages and tracking too.
  const refreshGoods = () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ['stock-items'] }), queryClient.invalidateQueries({ queryKey: ['tracking'] })]);

  return {
    saveWarehouse: useMutation({
      mutationFn: ({ id, fields }: { id?: string; fields: WarehouseFields }) =>
        id ? api.patch<Warehouse>(`/account/updatewarehouse/${encodeURIComponent(id)}`, fields) : api.post<Warehouse>('/account/addwarehouse', fields),
      onSuccess: refresh,
    }),
    addCarrier: useMutation({ mutationFn: (fields: CarrierFields) => api.post<{ id: string }>('/logistics/outsource', fields), onSuccess: refresh }),
    addNextOwner: useMutation({ mutationFn: (fields: NextOwnerFields) => api.post<NextOwner>('/account/addnextowner', fields), onSuccess: refresh }),
    checkIn: useMutation({
      mutationFn: ({ warehouse, goods }: { warehouse: string; goods: GoodsRef[] }) => api.post<{ moved: number }>('/account/warehousestock', { warehouse, content_data: goods }),
      onSuccess: refreshGoods,
    }),
    checkOut: useMutation({
      mutationFn: ({ warehouse, goods }: { warehouse: string; goods: GoodsRef[] }) => api.post<{ moved: number }>('/account/warehouserelease', { warehouse, content_data: goods }),
      onSuccess: refreshGoods,
    }),
    planShipment: useMutation({ mutationFn: (fields: ShipmentFields) => api.post<Shipment>('/logistics/transport', fields), onSuccess: refreshGoods }),
    dispatch: useMutation({ mutationFn: (id: string) => api.post<Shipment>(`/logistics/transport/${encodeURIComponent(id)}/dispatch`), onSuccess: refreshGoods }),
    reportPosition: useMutation({
      mutationFn: ({ id, location }: { id: string; location: string }) => api.post<{ location: string }>(`/logistics/transport/${encodeURIComponent(id)}/location`, { location }),
      onSuccess: refresh,
    }),
    deliver: useMutation({ mutationFn: (id: string) => api.post<Shipment>(`/logistics/transport/${encodeURIComponent(id)}/deliver`), onSuccess: refreshGoods }),
    deliverTo: useMutation({
      mutationFn: ({ nextOwner, goods }: { nextOwner: string; goods: GoodsRef[] }) => api.post<{ id: string; delivered: number }>('/account/delivery', { next_owner: nextOwner, content_data: goods }),
      onSuccess: refreshGoods,
    }),
  };
}
