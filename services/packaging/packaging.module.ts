import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { InventoryModule } from '../inventory/inventory.module';
import { registerProjections } from '../platform/projections/projection.registry';
import { PlacePackagingOrderHandler } from './commands/place-packaging-order.handler';
import { PackageController } from './http/package.controller';
import { PackageViews } from './packaging.public';
import { packagesProjection } from './projections/packages.projection';

/** Packaging: the package screens' API (packages are custody's), their read model, outsourced packaging orders. */
@Module({
  imports: [IdentityModule, InventoryModule],
  controllers: [PackageController],
  providers: [registerProjections(packagesProjection), PlacePackagingOrderHandler, PackageViews],
  exports: [PackageViews],
})
export class PackagingModule {}
