import type { ItemState } from '../api/report-queries';

export const STATE_LABELS: Record<ItemState, string> = {
  in_stock: 'In stock',
  packed: 'Packed',
  in_warehouse: 'In a warehouse',
  in_transit: 'In transit',
};
