import { idOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { WarrantyPartnerEvent } from '../domain/support.events';
import { setFields, snakeFields, upsert } from '../../platform/projections/upsert.helper';

export const WARRANTY_PARTNERS = 'warranty_partners';

export interface WarrantyPartnerDoc {
  _id: string;
  owner_id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  service_area: string;
  product_ids: string[];
  created_at: string;
  updated_at: string;
  [key: string]: unknown;
}


/** Each brand's warranty partners, looked up by brand and by product (public tracking). */
export const warrantyPartnersProjection: Projection<WarrantyPartnerEvent> = {
  name: 'support.warranty-partners',
  collections: [WARRANTY_PARTNERS],
  indexes: [{ collection: WARRANTY_PARTNERS, fields: ['owner_id', 'product_ids'] }],
  handlers: {
    async WarrantyPartnerAdded(event, w) {
      const { data } = event;
      await upsert(w, WARRANTY_PARTNERS, data.partnerId, {
        ...snakeFields(data, 'ownerId', 'name', 'email', 'phone', 'address', 'serviceArea', 'productIds'),
        created_at: event.metadata.time,
        updated_at: event.metadata.time,
      });
    },
    async WarrantyPartnerUpdated(event, w) {
      const { data } = event;
      await setFields(w, WARRANTY_PARTNERS, idOf(event.stream), {
        ...snakeFields(data, 'name', 'phone', 'address', 'serviceArea', 'productIds'),
        updated_at: event.metadata.time,
      });
    },
  },
};
