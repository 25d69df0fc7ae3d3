import { Decider } from '../../platform/domain/decider';
import { DomainError, ValidationFailed } from '../../platform/errors/domain-error';
import { ProductEvent } from './catalog.events';
import { isCategory, isColor } from './reference-data';

export interface ProductDetails {
  name: string;
  brand: string;
  sku: string;
  warranty: string;
  expire: string;
  location: string;
  categoryId: number;
  colorId: number;
  image: string;
  doc: string;
}

export type ProductCommand =
  | { kind: 'RegisterProduct'; productId: string; ownerId: string; details: ProductDetails }
  | { kind: 'UpdateProduct'; actorId: string; name: string; brand: string; sku: string };

export interface ProductState {
  exists: boolean;
  ownerId: string;
  name: string;
  brand: string;
  sku: string;
}

/** A product of the catalogue: registered by its brand owner, who alone may change it. */
export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  initialState: { exists: false, ownerId: '', name: '', brand: '', sku: '' },

  evolve(state, event) {
    switch (event.type) {
      case 'ProductRegistered':
        return { exists: true, ownerId: event.data.ownerId, name: event.data.name, brand: event.data.brand, sku: event.data.sku };
      case 'ProductUpdated':
        return { ...state, name: event.data.name, brand: event.data.brand, sku: event.data.sku };
    }
  },

  decide(command, state) {
    if (command.kind === 'RegisterProduct') {
      if (state.exists) throw new DomainError('conflict', 'PRODUCT.EXISTS', 'Product already exists.');
      const d = command.details;
      const errors: Record<string, string[]> = {};
      if (!isCategory(d.categoryId)) errors.category = [`Invalid pk "${d.categoryId}" - object does not exist.`];
      if (!isColor(d.colorId)) errors.color = [`Invalid pk "${d.colorId}" - object does not exist.`];
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
      return [
        {
          type: 'ProductRegistered',
          data: { productId: command.productId, ownerId: command.ownerId, ...d },
        },
      ];
    }
    if (!state.exists) throw new DomainError('not_found', 'PRODUCT.NOT_FOUND', 'Product not found.');
    if (state.ownerId !== command.actorId) {
      throw new DomainError('forbidden', 'PRODUCT.NOT_OWNER', 'Only the owner of this product may change it.');
    }
    if (state.name === command.name && state.brand === command.brand && state.sku === command.sku) return [];
    return [{ type: 'ProductUpdated', data: { name: command.name, brand: command.brand, sku: command.sku } }];
  },
};
