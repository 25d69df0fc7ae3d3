import { Module } from '@nestjs/common';
import { AppConfig, CONFIG } from '../config/config';
import { RateLimiter } from '../platform/http/rate-limiter';
import { SendContactQueryHandler, SubscribeHandler } from './commands/contact.handlers';
import { ComplaintController } from './http/complaint.controller';
import { ContactController } from './http/contact.controller';
import { COMPLAINT_RATE_LIMITER, CONTACT_RATE_LIMITER } from './http/engagement.rate-limits';

const perIpLimiter = (config: AppConfig) => new RateLimiter(config.PUBLIC_FORMS_PER_IP, config.RATE_WINDOW * 1000);

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
    { provide: COMPLAINT_RATE_LIMITER, useFactory: perIpLimiter, inject: [CONFIG] },
    { provide: CONTACT_RATE_LIMITER, useFactory: perIpLimiter, inject: [CONFIG] },
  ],
})
export class EngagementModule {}
