import { Module, OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { InventoryModule } from '../inventory/inventory.module';
import { ProjectionRegistry } from '../platform/projections/projection-registry';
import { CreatePackageHandler, PlacePackagingOrderHandler, UpdatePackageHandler } from './commands/package.handlers';
import { PackageController } from './http/package.controller';
import { PackageViews } from './package-views';
import { packagesProjection } from './projections/packages.projection';

/** Packaging: packages (PACK) and their details, contents views, outsourced packaging orders. */
@Module({
  imports: [IdentityModule, InventoryModule],
  controllers: [PackageController],
  providers: [CreatePackageHandler, UpdatePackageHandler, PlacePackagingOrderHandler, PackageViews],
  exports: [PackageViews],
})
export class PackagingModule implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(packagesProjection);
  }
}
