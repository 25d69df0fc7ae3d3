import { Decider } from '../../platform/domain/decider.types';
import { Detail, ShipmentEvent } from './logistics.events';
import { logisticsErrors } from './logistics.errors';

export type ShipmentStatus = 'planned' | 'in_transit' | 'delivered';

export interface Destination {
  kind: 'warehouse' | 'next_owner' | 'address';
  warehouseId: string;
  nextOwnerId: string;
  userId: string;
  address: string;
  addressLocation: string;
}

export interface ShipmentState {
  exists: boolean;
  shipmentId: string;
  displayId: string;
  ownerId: string;
  status: ShipmentStatus | '';
  entries: { type: string; id: string }[];
  fromWarehouseId: string;
  destination?: Destination;
  route: { location: string; recordedAt: string }[];
}

export const initialShipment: ShipmentState = {
  exists: false,
  shipmentId: '',
  displayId: '',
  ownerId: '',
  status: '',
  entries: [],
  fromWarehouseId: '',
  route: [],
};

export function evolveShipment(state: ShipmentState, event: ShipmentEvent): ShipmentState {
  switch (event.type) {
    case 'ShipmentPlanned':
      return {
        ...state,
        exists: true,
        shipmentId: event.data.shipmentId,
        displayId: event.data.displayId,
        ownerId: event.data.ownerId,
        status: 'planned',
        entries: event.data.entries,
        fromWarehouseId: event.data.fromWarehouseId,
        destination: event.data.destination as Destination,
      };
    case 'ShipmentDispatched':
      return { ...state, status: 'in_transit' };
    case 'ShipmentPositionReported':
      return { ...state, route: [...state.route, { location: event.data.location, recordedAt: event.data.recordedAt }] };
    case 'ShipmentDelivered':
      return { ...state, status: 'delivered' };
    default:
      return state;
  }
}

export type ShipmentCommand = { kind: 'ReportPosition'; actorId: string; location: string; recordedAt: string };

/** Checks the shipment is the actor's and in one of the given statuses. */
export function assertShipment(state: ShipmentState, actorId: string, allowed: ShipmentStatus[], action: string): void {
  if (!state.exists) throw logisticsErrors.shipmentNotFound();
  if (state.ownerId !== actorId) throw logisticsErrors.shipmentNotOwner();
  if (!allowed.includes(state.status as ShipmentStatus)) throw logisticsErrors.shipmentStatus(state.status, action);
}

/**
 * Positions of a shipment in transit (GPS or IoT): only on the shipment's stream; the goods aboard stay
 * in transit and the public map of each shows the route.
 */
export const shipmentDecider: Decider<ShipmentCommand, ShipmentEvent, ShipmentState> = {
  initialState: initialShipment,
  evolve: evolveShipment,
  decide(command, state) {
    assertShipment(state, command.actorId, ['in_transit'], 'given a position');
    return [{ type: 'ShipmentPositionReported', data: { location: command.location, recordedAt: command.recordedAt } }];
  },
};

export type { Detail };
