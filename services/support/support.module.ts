import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ProjectionRegistry } from '../platform/projections/projection-registry';
import { MarkTicketReadHandler, OpenTicketHandler, PostSupportMessageHandler } from './commands/ticket.handlers';
import { SupportController } from './http/support.controller';
import { supportTicketsProjection } from './projections/support-tickets.projection';
import { SupportViews } from './queries/support-views';
import { SupportLiveNotifier } from './support-live.notifier';

/** Support: tickets and their conversations between users and the administrators (ADMIN_EMAILS). */
@Module({
  imports: [IdentityModule],
  controllers: [SupportController],
  providers: [OpenTicketHandler, PostSupportMessageHandler, MarkTicketReadHandler, SupportViews, SupportLiveNotifier],
})
export class SupportModule implements OnModuleInit {
  constructor(@Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(supportTicketsProjection);
  }
}
