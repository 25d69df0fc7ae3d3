import { Decider } from '../../platform/domain/decider.types';
import { CarrierEvent } from './logistics.events';
import { logisticsErrors } from './logistics.errors';

export interface CarrierFields {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  modes: string[];
}

export type CarrierCommand = { kind: 'RegisterCarrier'; carrierId: string; ownerId: string; fields: CarrierFields };

export interface CarrierState {
  exists: boolean;
  ownerId: string;
  modes: string[];
}

/** An outsourced transport company, kept by the owner who registered it. */
export const carrierDecider: Decider<CarrierCommand, CarrierEvent, CarrierState> = {
  initialState: { exists: false, ownerId: '', modes: [] },
  evolve(state, event) {
    return event.type === 'CarrierRegistered' ? { exists: true, ownerId: event.data.ownerId, modes: event.data.modes } : state;
  },
  decide(command, state) {
    if (state.exists) throw logisticsErrors.carrierExists();
    return [{ type: 'CarrierRegistered', data: { carrierId: command.carrierId, ownerId: command.ownerId, ...command.fields } }];
  },
};
