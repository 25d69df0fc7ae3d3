import { onceDecider } from '../../platform/domain/once.decider';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { ContactQueryReceivedEvent } from './engagement.events';

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
export const contactQueryDecider = onceDecider<SendContactQuery, ContactQueryReceivedEvent>((command) => {
  const field = command.source === 'landing' ? 'query' : 'message';
  if (!command.message.trim()) throw new ValidationFailed({ [field]: ['This field may not be blank.'] });
  const { source, fullname, email, mobile, message } = command;
  return [{ type: 'ContactQueryReceived', data: { source, fullname, email, mobile, message } }];
});
