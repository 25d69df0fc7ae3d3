import { Decider } from '../../platform/domain/decider.types';
import { DomainError, ValidationFailed } from '../../platform/errors/domain.errors';
import { ProductEvent } from './catalog.events';
import { toGtin14 } from '../../platform/domain/gs1.rules';
import { isCategory, isColor } from './product.catalogue';
import { CATALOG } from './catalog.errors';

export const INVALID_GTIN = 'Enter a valid GTIN-8, GTIN-12, GTIN-13 or GTIN-14 (digits only, with its check digit).';

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

/** One free key-value detail ("Material": "Oystersteel"). */
export interface DetailEntry {
  key: string;
  value: string;
}

/** Gallery size and detail list size of one product. */
export const MAX_IMAGES = 20;
export const MAX_DETAILS = 100;

export type ProductCommand =
  | { kind: 'RegisterProduct'; productId: string; ownerId: string; details: ProductDetails; gtin?: string }
  | { kind: 'UpdateProduct'; actorId: string; name: string; brand: string; sku: string }
  | { kind: 'AddProductImage'; actorId: string; image: string; thumbnail: string }
  /** Adds details; a key already present (compared without case) takes the new value in its place. */
  | { kind: 'AddProductDetails'; actorId: string; detail: DetailEntry[] }
  /** Replaces the whole list (an empty list clears it). */
  | { kind: 'ReplaceProductDetails'; actorId: string; detail: DetailEntry[] };

export interface ProductState {
  exists: boolean;
  ownerId: string;
  name: string;
  brand: string;
  sku: string;
  images: string[];
  detail: DetailEntry[];
  /** GTIN-14, '' when the product has none. */
  gtin: string;
}

/** Only an existing product's owner may change it; the image upload checks this before storing files. */
export function assertMayChange(state: ProductState, actorId: string): void {
  if (!state.exists) throw new DomainError('not_found', CATALOG.PRODUCT_NOT_FOUND, 'Product not found.');
  if (state.ownerId !== actorId) {
    throw new DomainError('forbidden', CATALOG.PRODUCT_NOT_OWNER, 'Only the owner of this product may change it.');
  }
}

const sameKey = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function merged(current: DetailEntry[], added: DetailEntry[]): DetailEntry[] {
  const result = current.map((e) => ({ ...e }));
  for (const entry of added) {
    const at = result.findIndex((e) => sameKey(e.key, entry.key));
    if (at >= 0) result[at] = { ...entry };
    else result.push({ ...entry });
  }
  return result;
}

const sameList = (a: DetailEntry[], b: DetailEntry[]) =>
  a.length === b.length && a.every((e, i) => e.key === b[i].key && e.value === b[i].value);

function recordDetails(state: ProductState, detail: DetailEntry[]): ProductEvent[] {
  if (detail.length > MAX_DETAILS) throw new ValidationFailed({ detail: [`A product has at most ${MAX_DETAILS} details.`] });
  if (sameList(state.detail, detail)) return [];
  return [{ type: 'ProductDetailsRecorded', data: { detail: detail.map((e) => ({ key: e.key, value: e.value })) } }];
}

/** A product of the catalogue: registered by its brand owner, who alone may change it. */
export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  initialState: { exists: false, ownerId: '', name: '', brand: '', sku: '', images: [], detail: [], gtin: '' },

  evolve(state, event) {
    switch (event.type) {
      case 'ProductRegistered':
        return {
          ...state,
          exists: true,
          ownerId: event.data.ownerId,
          name: event.data.name,
          brand: event.data.brand,
          sku: event.data.sku,
          images: event.data.image ? [event.data.image] : [],
        };
      case 'ProductGtinAssigned':
        return { ...state, gtin: event.data.gtin };
      case 'ProductUpdated':
        return { ...state, name: event.data.name, brand: event.data.brand, sku: event.data.sku };
      case 'ProductImageAdded':
        return { ...state, images: [...state.images, event.data.image] };
      case 'ProductDetailsRecorded':
        return { ...state, detail: event.data.detail.map((e) => ({ key: e.key, value: e.value })) };
    }
  },

  decide(command, state) {
    if (command.kind === 'RegisterProduct') {
      if (state.exists) throw new DomainError('conflict', CATALOG.PRODUCT_EXISTS, 'Product already exists.');
      const d = command.details;
      const errors: Record<string, string[]> = {};
      if (!isCategory(d.categoryId)) errors.category = [`Invalid pk "${d.categoryId}" - object does not exist.`];
      if (!isColor(d.colorId)) errors.color = [`Invalid pk "${d.colorId}" - object does not exist.`];
      const gtin = command.gtin ? toGtin14(command.gtin) : '';
      if (gtin === undefined) errors.gtin = [INVALID_GTIN];
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
      const events: ProductEvent[] = [
        {
          type: 'ProductRegistered',
          data: { productId: command.productId, ownerId: command.ownerId, ...d },
        },
      ];
      if (gtin) events.push({ type: 'ProductGtinAssigned', data: { gtin } });
      return events;
    }
    assertMayChange(state, command.actorId);
    switch (command.kind) {
      case 'UpdateProduct':
        if (state.name === command.name && state.brand === command.brand && state.sku === command.sku) return [];
        return [{ type: 'ProductUpdated', data: { name: command.name, brand: command.brand, sku: command.sku } }];
      case 'AddProductImage':
        // Images are stored by content, so the same upload again is the same path: nothing to add.
        if (state.images.includes(command.image)) return [];
        if (state.images.length >= MAX_IMAGES) {
          throw new ValidationFailed({ image: [`A product has at most ${MAX_IMAGES} images.`] });
        }
        return [{ type: 'ProductImageAdded', data: { image: command.image, thumbnail: command.thumbnail } }];
      case 'AddProductDetails':
        return recordDetails(state, merged(state.detail, command.detail));
      case 'ReplaceProductDetails':
        return recordDetails(state, command.detail);
    }
  },
};
