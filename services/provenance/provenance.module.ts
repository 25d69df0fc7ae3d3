import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { InventoryModule } from '../inventory/inventory.module';
import { LogisticsModule } from '../logistics/logistics.module';
import { PackagingModule } from '../packaging/packaging.module';
import { SupportModule } from '../support/support.module';
import { TransparencyModule } from '../transparency/transparency.module';
import { QrCodeController } from './http/qr-code.controller';
import { QrUploadController } from './http/qr-upload.controller';
import { ExplorerController, TrackingController } from './http/tracking.controller';
import { PUBLIC_GOODS_HEADINGS } from '../platform/http/first-screen.renderer';
import { ProvenanceReader } from './queries/provenance.reader';
import { registerProjections } from '../platform/projections/projection.registry';
import { partyStreamsProjection } from './projections/party-streams.projection';
import { TrackingPageHeadings } from './queries/public-goods-headings.views';

/** Provenance: public tracking, verified histories and the explorer. */
@Module({
  imports: [CatalogModule, IdentityModule, InventoryModule, PackagingModule, TransparencyModule, LogisticsModule, SupportModule],
  controllers: [TrackingController, ExplorerController, QrCodeController, QrUploadController],
  // The tracking page's heading in its HTML answer (platform/http/first-screen.renderer.ts).
  providers: [registerProjections(partyStreamsProjection), ProvenanceReader, TrackingPageHeadings, { provide: PUBLIC_GOODS_HEADINGS, useExisting: TrackingPageHeadings }],
})
export class ProvenanceModule {}
