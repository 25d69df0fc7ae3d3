import { describe, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { MAX_DETAILS, MAX_IMAGES, ProductDetails, productDecider } from './product.decider';

const details: ProductDetails = {
  name: 'Submariner',
  brand: 'Rolex',
  sku: 'RLX-126610',
  warranty: '2030-01-01',
  expire: '2040-01-01',
  location: '28.45&77.02',
  categoryId: 1,
  colorId: 1,
  image: '',
  doc: '',
};
const registered = { type: 'ProductRegistered' as const, data: { productId: 'p1', ownerId: 'alice', ...details } };

describe('product decider', () => {
  it('registers a new product for its owner', () => {
    spec(productDecider).given([]).when({ kind: 'RegisterProduct', productId: 'p1', ownerId: 'alice', details }).then([registered]);
  });

  it('records a GS1 GTIN with the registration, as GTIN-14', () => {
    spec(productDecider)
      .given([])
      .when({ kind: 'RegisterProduct', productId: 'p1', ownerId: 'alice', details, gtin: '9506000134352' })
      .then([registered, { type: 'ProductGtinAssigned', data: { gtin: '09506000134352' } }]);
  });

  it('refuses a GTIN whose check digit does not match', () => {
    spec(productDecider)
      .given([])
      .when({ kind: 'RegisterProduct', productId: 'p1', ownerId: 'alice', details, gtin: '9506000134353' })
      .thenThrows('VALIDATION.FAILED');
  });

  it('refuses an unknown category or colour', () => {
    spec(productDecider)
      .given([])
      .when({ kind: 'RegisterProduct', productId: 'p1', ownerId: 'alice', details: { ...details, categoryId: 999 } })
      .thenThrows('VALIDATION.FAILED');
  });

  it('refuses to register the same product twice', () => {
    spec(productDecider)
      .given([registered])
      .when({ kind: 'RegisterProduct', productId: 'p1', ownerId: 'alice', details })
      .thenThrows('PRODUCT.EXISTS');
  });

  it('lets the owner rename it', () => {
    spec(productDecider)
      .given([registered])
      .when({ kind: 'UpdateProduct', actorId: 'alice', name: 'Daytona', brand: 'Rolex', sku: 'X' })
      .then([{ type: 'ProductUpdated', data: { name: 'Daytona', brand: 'Rolex', sku: 'X' } }]);
  });

  it('refuses a change by anyone else', () => {
    spec(productDecider)
      .given([registered])
      .when({ kind: 'UpdateProduct', actorId: 'mallory', name: 'Fake', brand: 'Rolex', sku: 'X' })
      .thenThrows('PRODUCT.NOT_OWNER');
  });

  it('records nothing when nothing changes', () => {
    spec(productDecider)
      .given([registered])
      .when({ kind: 'UpdateProduct', actorId: 'alice', name: 'Submariner', brand: 'Rolex', sku: 'RLX-126610' })
      .then([]);
  });

  describe('images', () => {
    const added = (n: number) => ({ type: 'ProductImageAdded' as const, data: { image: `/api/media/products/${n}.png`, thumbnail: `/api/media/products/thumbs/${n}.webp` } });

    it('adds an image with its thumbnail to the owner\'s product', () => {
      spec(productDecider)
        .given([registered])
        .when({ kind: 'AddProductImage', actorId: 'alice', image: '/api/media/products/1.png', thumbnail: '/api/media/products/thumbs/1.webp' })
        .then([added(1)]);
    });

    it('adds nothing when the same image is uploaded again', () => {
      spec(productDecider)
        .given([registered, added(1)])
        .when({ kind: 'AddProductImage', actorId: 'alice', image: '/api/media/products/1.png', thumbnail: '/api/media/products/thumbs/1.webp' })
        .then([]);
    });

    it('refuses an image from anyone but the owner, and for an unknown product', () => {
      const command = { kind: 'AddProductImage' as const, actorId: 'mallory', image: '/x.png', thumbnail: '' };
      spec(productDecider).given([registered]).when(command).thenThrows('PRODUCT.NOT_OWNER');
      spec(productDecider).given([]).when({ ...command, actorId: 'alice' }).thenThrows('PRODUCT.NOT_FOUND');
    });

    it(`refuses more than ${MAX_IMAGES} images`, () => {
      const full = Array.from({ length: MAX_IMAGES }, (_, i) => added(i));
      spec(productDecider)
        .given([registered, ...full])
        .when({ kind: 'AddProductImage', actorId: 'alice', image: '/api/media/products/new.png', thumbnail: '' })
        .thenThrows('VALIDATION.FAILED');
    });
  });

  describe('details', () => {
    const recorded = (detail: { key: string; value: string }[]) => ({ type: 'ProductDetailsRecorded' as const, data: { detail } });
    const material = { key: 'Material', value: 'Oystersteel' };

    it('records the first details', () => {
      spec(productDecider).given([registered]).when({ kind: 'AddProductDetails', actorId: 'alice', detail: [material] }).then([recorded([material])]);
    });

    it('adds to the details, a key already there (any case) taking the new value in its place', () => {
      spec(productDecider)
        .given([registered, recorded([material, { key: 'Bezel', value: 'Ceramic' }])])
        .when({ kind: 'AddProductDetails', actorId: 'alice', detail: [{ key: 'material', value: 'Gold' }, { key: 'Movement', value: '3235' }] })
        .then([recorded([{ key: 'material', value: 'Gold' }, { key: 'Bezel', value: 'Ceramic' }, { key: 'Movement', value: '3235' }])]);
    });

    it('replaces the whole list, or clears it', () => {
      spec(productDecider)
        .given([registered, recorded([material])])
        .when({ kind: 'ReplaceProductDetails', actorId: 'alice', detail: [{ key: 'Bezel', value: 'Ceramic' }] })
        .then([recorded([{ key: 'Bezel', value: 'Ceramic' }])]);
      spec(productDecider).given([registered, recorded([material])]).when({ kind: 'ReplaceProductDetails', actorId: 'alice', detail: [] }).then([recorded([])]);
    });

    it('records nothing when the list does not change', () => {
      spec(productDecider).given([registered, recorded([material])]).when({ kind: 'AddProductDetails', actorId: 'alice', detail: [material] }).then([]);
      spec(productDecider).given([registered]).when({ kind: 'ReplaceProductDetails', actorId: 'alice', detail: [] }).then([]);
    });

    it('refuses details from anyone but the owner', () => {
      spec(productDecider).given([registered]).when({ kind: 'AddProductDetails', actorId: 'mallory', detail: [material] }).thenThrows('PRODUCT.NOT_OWNER');
      spec(productDecider).given([registered]).when({ kind: 'ReplaceProductDetails', actorId: 'mallory', detail: [] }).thenThrows('PRODUCT.NOT_OWNER');
    });

    it(`refuses to grow the list beyond ${MAX_DETAILS} entries`, () => {
      const many = Array.from({ length: MAX_DETAILS }, (_, i) => ({ key: `k${i}`, value: 'v' }));
      spec(productDecider)
        .given([registered, recorded(many)])
        .when({ kind: 'AddProductDetails', actorId: 'alice', detail: [{ key: 'one more', value: 'v' }] })
        .thenThrows('VALIDATION.FAILED');
    });
  });
});
