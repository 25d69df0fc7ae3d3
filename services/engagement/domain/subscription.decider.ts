import { Decider } from '../../platform/domain/decider.types';
import { NewsletterSubscribedEvent } from './engagement.events';

export interface Subscribe {
  kind: 'Subscribe';
  email: string;
}

/** One subscription per e-mail address (its stream is keyed by the address): a repeat is a no-op. */
export const subscriptionDecider: Decider<Subscribe, NewsletterSubscribedEvent, { subscribed: boolean }> = {
  initialState: { subscribed: false },
  evolve: (state, event) => (event.type === 'NewsletterSubscribed' ? { subscribed: true } : state),
  decide(command, state) {
    if (state.subscribed) return [];
    return [{ type: 'NewsletterSubscribed', data: { email: command.email } }];
  },
};
