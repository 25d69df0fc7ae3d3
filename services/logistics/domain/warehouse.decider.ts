import { Decider } from '../../platform/domain/decider.types';
import { Detail, WarehouseEvent } from './logistics.events';
import { logisticsErrors } from './logistics.errors';

export interface WarehouseFields {
  name: string;
  type: string;
  capacity: number;
  contact: string;
  verification: 'yes' | 'no';
  address: string;
  addressLocation: string;
  details: Detail[];
}

export type WarehouseCommand =
  | { kind: 'RegisterWarehouse'; warehouseId: string; ownerId: string; fields: WarehouseFields }
  | { kind: 'UpdateWarehouse'; actorId: string; fields: WarehouseFields };

export interface WarehouseState {
  exists: boolean;
  warehouseId: string;
  ownerId: string;
  fields?: WarehouseFields;
  /** Stock items stored, counting what packages hold at any depth. */
  stockItems: number;
  /** The outermost goods stored, by display id. */
  stored: string[];
}

export const initialWarehouse: WarehouseState = { exists: false, warehouseId: '', ownerId: '', stockItems: 0, stored: [] };

export function evolveWarehouse(state: WarehouseState, event: WarehouseEvent): WarehouseState {
  switch (event.type) {
    case 'WarehouseRegistered': {
      const { warehouseId, ownerId, ...fields } = event.data;
      return { ...state, exists: true, warehouseId, ownerId, fields: fields as WarehouseFields };
    }
    case 'WarehouseUpdated':
      return { ...state, fields: event.data as WarehouseFields };
    case 'StockCheckedIn':
      return { ...state, stockItems: state.stockItems + event.data.stockItems, stored: [...state.stored, ...event.data.entries.map((e) => e.id)] };
    case 'StockCheckedOut': {
      const out = new Set(event.data.entries.map((e) => e.id));
      return { ...state, stockItems: state.stockItems - event.data.stockItems, stored: state.stored.filter((id) => !out.has(id)) };
    }
    default:
      return state;
  }
}

/**
 * A warehouse's own details. Its stock changes only with the goods' streams, in the multi-stream moves of
 * goods (check-in, check-out, dispatch, delivery); the capacity may never drop below what is stored.
 */
export const warehouseDecider: Decider<WarehouseCommand, WarehouseEvent, WarehouseState> = {
  initialState: initialWarehouse,
  evolve: evolveWarehouse,
  decide(command, state) {
    if (command.kind === 'RegisterWarehouse') {
      if (state.exists) throw logisticsErrors.warehouseExists();
      return [{ type: 'WarehouseRegistered', data: { warehouseId: command.warehouseId, ownerId: command.ownerId, ...command.fields } }];
    }
    if (!state.exists) throw logisticsErrors.warehouseNotFound();
    if (state.ownerId !== command.actorId) throw logisticsErrors.warehouseNotOwner();
    if (command.fields.capacity < state.stockItems) throw logisticsErrors.overCapacity(state.stockItems);
    if (state.fields && sameFields(state.fields, command.fields)) return [];
    return [{ type: 'WarehouseUpdated', data: command.fields }];
  },
};

function sameFields(a: WarehouseFields, b: WarehouseFields): boolean {
  return JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(a).sort()) && JSON.stringify(a.details) === JSON.stringify(b.details);
}
