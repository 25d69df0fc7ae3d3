import { describe, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { subscriptionDecider } from './subscription.decider';

describe('newsletter subscription decider', () => {
  const subscribed: ReturnType<typeof subscriptionDecider.decide>[number] = { type: 'NewsletterSubscribed', data: { email: 'ann@example.com' } };

  it('given no subscription, when an address subscribes, then it is subscribed', () => {
    spec(subscriptionDecider).given([]).when({ kind: 'Subscribe', email: 'ann@example.com' }).then([subscribed]);
  });

  it('subscribes an address once: a repeat records nothing', () => {
    spec(subscriptionDecider).given([subscribed]).when({ kind: 'Subscribe', email: 'ann@example.com' }).then([]);
  });
});
