import { Module, OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ProjectionRegistry } from '../platform/projections/projection-registry';
import { AddNextOwnerHandler } from './commands/add-next-owner.handler';
import { RegisterCarrierHandler } from './commands/register-carrier.handler';
import { RegisterWarehouseHandler } from './commands/register-warehouse.handler';
import { UpdateWarehouseHandler } from './commands/update-warehouse.handler';
import { CarrierController } from './http/carrier.controller';
import { NextOwnerController } from './http/next-owner.controller';
import { WarehouseController } from './http/warehouse.controller';
import { logisticsProjection } from './projections/logistics.projection';
import { LogisticsViews } from './queries/logistics-views';

/** Logistics: warehouses, carriers, shipments, next owners and deliveries. */
@Module({
  imports: [IdentityModule],
  controllers: [WarehouseController, CarrierController, NextOwnerController],
  providers: [RegisterWarehouseHandler, UpdateWarehouseHandler, RegisterCarrierHandler, AddNextOwnerHandler, LogisticsViews],
  exports: [LogisticsViews],
})
export class LogisticsModule implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(logisticsProjection);
  }
}
