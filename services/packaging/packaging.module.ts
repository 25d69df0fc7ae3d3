import { Module, OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { InventoryModule } from '../inventory/inventory.module';
import { ProjectionRegistry } from '../platform/projections/projection.registry';
import { PlacePackagingOrderHandler } from './commands/place-packaging-order.handler';
import { PackageController } from './http/package.controller';
import { PackageViews } from './packaging.public';
import { packagesProjection } from './projections/packages.projection';

/** Packaging: the package screens' API (packages are custody's), their read model, outsourced packaging orders. */
@Module({
  imports: [IdentityModule, InventoryModule],
  controllers: [PackageController],
  providers: [PlacePackagingOrderHandler, PackageViews],
  exports: [PackageViews],
})
export class PackagingModule implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(packagesProjection);
  }
}
