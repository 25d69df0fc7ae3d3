import { describe, expect, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { contactQueryDecider } from './contact-query.decider';

describe('contact query decider', () => {
  const landing = { kind: 'SendContactQuery' as const, source: 'landing' as const, fullname: 'Ann', email: 'a@b', mobile: '123', message: 'Pricing?' };

  it('records a query from the landing form', () => {
    spec(contactQueryDecider)
      .given([])
      .when(landing)
      .then([{ type: 'ContactQueryReceived', data: { source: 'landing', fullname: 'Ann', email: 'a@b', mobile: '123', message: 'Pricing?' } }]);
  });

  it('records a query only once on its stream (a retried command appends nothing)', () => {
    const received = spec(contactQueryDecider).given([]).when(landing).events();
    spec(contactQueryDecider).given(received).when(landing).then([]);
  });

  it('refuses a query without a message, naming the form field', () => {
    spec(contactQueryDecider).given([]).when({ ...landing, message: '  ' }).thenThrows('VALIDATION.FAILED');
    expect(() => contactQueryDecider.decide({ ...landing, source: 'contact_page', message: '' }, contactQueryDecider.initialState)).toThrow(
      expect.objectContaining({ fields: { message: ['This field may not be blank.'] } }),
    );
  });
});
