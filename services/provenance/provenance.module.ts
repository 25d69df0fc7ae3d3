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
import { ProvenanceReader } from './provenance-reader';

/** Provenance: public tracking, verified histories and the explorer. */
@Module({
  imports: [CatalogModule, IdentityModule, InventoryModule, PackagingModule, TransparencyModule, LogisticsModule, SupportModule],
  controllers: [TrackingController, ExplorerController, QrCodeController, QrUploadController],
  providers: [ProvenanceReader],
})
export class ProvenanceModule {}
