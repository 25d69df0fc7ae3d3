import { onceDecider } from '../../platform/domain/once.decider';
import { NewsletterSubscribedEvent } from './engagement.events';

export interface Subscribe {
  kind: 'Subscribe';
  email: string;
}

/** One subscription per e-mail address (its stream is keyed by the address): a repeat is a no-op. */
export const subscriptionDecider = onceDecider<Subscribe, NewsletterSubscribedEvent>((command) => [
  { type: 'NewsletterSubscribed', data: { email: command.email } },
]);
