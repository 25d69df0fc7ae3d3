import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './config/config';
import { CatalogModule } from './catalog/catalog.module';
import { CustodyModule } from './custody/custody.module';
import { EngagementModule } from './engagement/engagement.module';
import { IdentityModule } from './identity/identity.module';
import { IntegrationsModule } from './integrations/integrations.module';
import { InventoryModule } from './inventory/inventory.module';
import { LogisticsModule } from './logistics/logistics.module';
import { PackagingModule } from './packaging/packaging.module';
import { PlatformModule } from './platform/platform.module';
import { ProvenanceModule } from './provenance/provenance.module';
import { ReportingModule } from './reporting/reporting.module';
import { TransparencyModule } from './transparency/transparency.module';
import { SupportModule } from './support/support.module';

/** One module per bounded context on top of the platform. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        IdentityModule,
        CatalogModule,
        InventoryModule,
        CustodyModule,
        PackagingModule,
        ProvenanceModule,
        EngagementModule,
        ReportingModule,
        SupportModule,
        LogisticsModule,
        TransparencyModule,
        IntegrationsModule,
      ],
    };
  }
}
