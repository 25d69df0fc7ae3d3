import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { registerProjections } from '../platform/projections/projection.registry';
import { MarkTicketReadHandler } from './commands/mark-ticket-read.handler';
import { OpenTicketHandler } from './commands/open-ticket.handler';
import { PostSupportMessageHandler } from './commands/post-support-message.handler';
import { SupportController } from './http/support.controller';
import { WarrantyController } from './http/warranty.controller';
import { AddWarrantyPartnerHandler } from './commands/add-warranty-partner.handler';
import { UploadWarrantyPartnersHandler } from './commands/upload-warranty-partners.handler';
import { warrantyPartnersProjection } from './projections/warranty-partners.projection';
import { WarrantyDirectory } from './support.public';
import { supportTicketsProjection } from './projections/support-tickets.projection';
import { SupportViews } from './queries/support.views';
import { SupportLiveNotifier } from './live/support-live.notifier';

/** Support: tickets and their conversations with the administrators (ADMIN_EMAILS), and brands' warranty partners. */
@Module({
  imports: [IdentityModule, CatalogModule],
  controllers: [SupportController, WarrantyController],
  providers: [
    registerProjections(supportTicketsProjection, warrantyPartnersProjection),
    OpenTicketHandler,
    PostSupportMessageHandler,
    MarkTicketReadHandler,
    SupportViews,
    SupportLiveNotifier,
    AddWarrantyPartnerHandler,
    UploadWarrantyPartnersHandler,
    WarrantyDirectory,
  ],
  exports: [WarrantyDirectory],
})
export class SupportModule {}
