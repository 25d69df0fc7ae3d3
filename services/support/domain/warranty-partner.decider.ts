import { derivedUuid } from '../../platform/domain/clock.port';
import { Decider } from '../../platform/domain/decider.types';
import { WarrantyPartnerEvent } from './support.events';

/** A partner's details as a brand enters them (by form or CSV row). */
export interface PartnerDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
  serviceArea: string;
}

export type WarrantyPartnerCommand = {
  kind: 'RegisterPartner';
  partnerId: string;
  ownerId: string;
  details: PartnerDetails;
  /** Products to add to what the partner covers (a known partner keeps the ones it had). */
  productIds: string[];
};

export interface WarrantyPartnerState {
  exists: boolean;
  details?: Omit<PartnerDetails, 'email'>;
  productIds: string[];
}

/** A brand has one record per partner e-mail: the same address again updates that record. */
export function warrantyPartnerId(ownerId: string, email: string): string {
  return derivedUuid('', `warrantypartner\u0000${ownerId}\u0000${email.trim().toLowerCase()}`);
}

/**
 * A warranty partner of a brand. Registering a new address adds it; registering a known one replaces its
 * details and adds the products (nothing is recorded when nothing changes, so a re-sent file is a no-op).
 */
export const warrantyPartnerDecider: Decider<WarrantyPartnerCommand, WarrantyPartnerEvent, WarrantyPartnerState> = {
  initialState: { exists: false, productIds: [] },

  evolve(state, event) {
    switch (event.type) {
      case 'WarrantyPartnerAdded': {
        const { name, phone, address, serviceArea, productIds } = event.data;
        return { exists: true, details: { name, phone, address, serviceArea }, productIds };
      }
      case 'WarrantyPartnerUpdated': {
        const { name, phone, address, serviceArea, productIds } = event.data;
        return { ...state, details: { name, phone, address, serviceArea }, productIds };
      }
    }
  },

  decide(command, state) {
    const { details, ownerId, partnerId } = command;
    const products = [...new Set(command.productIds)].sort();
    if (!state.exists) {
      return [{ type: 'WarrantyPartnerAdded', data: { partnerId, ownerId, ...details, productIds: products } }];
    }
    const merged = [...new Set([...state.productIds, ...products])].sort();
    const { email: _email, ...rest } = details;
    const same =
      merged.length === state.productIds.length &&
      state.details !== undefined &&
      (Object.keys(rest) as (keyof typeof rest)[]).every((key) => state.details![key] === rest[key]);
    if (same) return [];
    return [{ type: 'WarrantyPartnerUpdated', data: { ...rest, productIds: merged } }];
  },
};
