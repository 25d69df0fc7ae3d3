import { Decider } from '../../platform/domain/decider';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { ContactQueryReceivedEvent, NewsletterSubscribedEvent } from './engagement.events';

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

export type ContactSource = 'landing' | 'contact_page';

export interface SendContactQuery {
  kind: 'SendContactQuery';
  source: ContactSource;
  fullname: string;
  email: string;
  mobile: string;
  message: string;
}

/** A contact query is recorded once, on its own stream; a query without a message says nothing. */
export const contactQueryDecider: Decider<SendContactQuery, ContactQueryReceivedEvent, { received: boolean }> = {
  initialState: { received: false },
  evolve: (state, event) => (event.type === 'ContactQueryReceived' ? { received: true } : state),
  decide(command, state) {
    if (state.received) return [];
    const field = command.source === 'landing' ? 'query' : 'message';
    if (!command.message.trim()) throw new ValidationFailed({ [field]: ['This field may not be blank.'] });
    const { source, fullname, email, mobile, message } = command;
    return [{ type: 'ContactQueryReceived', data: { source, fullname, email, mobile, message } }];
  },
};
