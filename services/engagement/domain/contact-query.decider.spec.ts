import { describe, expect, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { contactQueryDecider, subscriptionDecider } from './contact.deciders';

describe('newsletter subscription decider', () => {
  const subscribed: ReturnType<typeof subscriptionDecider.decide>[number] = { type: 'NewsletterSubscribed', data: { email: 'ann@example.com' } };

  it('given no subscription, when an address subscribes, then it is subscribed', () => {
    spec(subscriptionDecider).given([]).when({ kind: 'Subscribe', email: 'ann@example.com' }).then([subscribed]);
  });

  it('subscribes an address once: a repeat records nothing', () => {
    spec(subscriptionDecider).given([subscribed]).when({ kind: 'Subscribe', email: 'ann@example.com' }).then([]);
  });
});

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
