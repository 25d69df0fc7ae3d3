import { describe, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { PlacePackagingOrder, packagingOrderDecider } from './packaging-order.decider';

const order = { vendorName: 'Box Co', vendorContact: '+91 98765 43210', quantity: 500, packagingType: 'gift box', address: 'Pune', notes: '' };
const place: PlacePackagingOrder = { kind: 'PlacePackagingOrder', orderId: 'o1', ownerId: 'alice', order };

describe('packaging order decider', () => {
  it('given nothing, when a brand places an order, then the order is recorded with its owner', () => {
    spec(packagingOrderDecider)
      .given([])
      .when(place)
      .then([{ type: 'PackagingOrderPlaced', data: { orderId: 'o1', ownerId: 'alice', ...order } }]);
  });

  it('an order is placed once', () => {
    spec(packagingOrderDecider)
      .given([{ type: 'PackagingOrderPlaced', data: { orderId: 'o1', ownerId: 'alice', ...order } }])
      .when(place)
      .thenThrows('PACKAGING.ORDER_EXISTS');
  });
});
