import { Module } from '@nestjs/common';
import { SendContactQueryHandler } from './commands/send-contact-query.handler';
import { SubscribeHandler } from './commands/subscribe.handler';
import { ComplaintController } from './http/complaint.controller';
import { ContactController } from './http/contact.controller';

/**
 * Engagement: what visitors tell us without signing in (counterfeit reports, newsletter subscriptions,
 * contact queries), each stored as an event. Counterfeit reports are custody's command (they go on the
 * item's stream); their read model lives in reporting.
 */
@Module({
  controllers: [ComplaintController, ContactController],
  providers: [
    SubscribeHandler,
    SendContactQueryHandler,
  ],
})
export class EngagementModule {}
