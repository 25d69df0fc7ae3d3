import { Module, OnModuleInit } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { InventoryModule } from '../inventory/inventory.module';
import { PackagingModule } from '../packaging/packaging.module';
import { ProjectionRegistry } from '../platform/projections/projection-registry';
import { DecideOwnershipHandler, HandOverHandler, RequestOwnershipHandler } from './commands/ownership.handlers';
import { PackContentsHandler, UnpackHandler } from './commands/packing.handlers';
import { SubjectLoader } from './commands/subject-loader';
import { OwnershipController } from './http/ownership.controller';
import { ProductOwnershipController } from './http/product-ownership.controller';
import { OwnershipLiveNotifier } from './ownership-live.notifier';
import { ownershipRequestsProjection } from './projections/ownership-requests.projection';
import { OwnershipRequestViews } from './queries/ownership-request-views';

/** Ownership: requests, decisions and direct hand-overs of stock items and packages, pushed live. */
@Module({
  imports: [IdentityModule, CatalogModule, InventoryModule, PackagingModule],
  controllers: [OwnershipController, ProductOwnershipController],
  providers: [
    RequestOwnershipHandler,
    DecideOwnershipHandler,
    HandOverHandler,
    PackContentsHandler,
    UnpackHandler,
    SubjectLoader,
    OwnershipRequestViews,
    OwnershipLiveNotifier,
  ],
})
export class OwnershipModule implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(ownershipRequestsProjection);
  }
}
