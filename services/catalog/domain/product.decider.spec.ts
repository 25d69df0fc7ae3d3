import { describe, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { ProductDetails, productDecider } from './product.decider';

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
});
