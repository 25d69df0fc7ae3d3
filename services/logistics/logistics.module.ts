import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { registerProjections } from '../platform/projections/projection.registry';
import { AddNextOwnerHandler } from './commands/add-next-owner.handler';
import { CheckInGoodsHandler } from './commands/check-in-goods.handler';
import { CheckOutGoodsHandler } from './commands/check-out-goods.handler';
import { DeliverShipmentHandler } from './commands/deliver-shipment.handler';
import { DispatchShipmentHandler } from './commands/dispatch-shipment.handler';
import { GoodsLoader } from './commands/goods.loader';
import { MakeDeliveryHandler } from './commands/make-delivery.handler';
import { PlanShipmentHandler } from './commands/plan-shipment.handler';
import { RegisterIotTagHandler } from './commands/register-iot-tag.handler';
import { RegisterCarrierHandler } from './commands/register-carrier.handler';
import { RegisterWarehouseHandler } from './commands/register-warehouse.handler';
import { ReportPositionHandler } from './commands/report-position.handler';
import { ReportTagPositionHandler } from './commands/report-tag-position.handler';
import { UpdateWarehouseHandler } from './commands/update-warehouse.handler';
import { GoodsLocationReader } from './logistics.public';
import { CarrierController } from './http/carrier.controller';
import { GoodsMovesController } from './http/goods-moves.controller';
import { IotTagController } from './http/iot-tag.controller';
import { NextOwnerController } from './http/next-owner.controller';
import { WarehouseController } from './http/warehouse.controller';
import { LogisticsLiveNotifier } from './live/logistics-live.notifier';
import { iotTagsProjection } from './projections/iot-tags.projection';
import { logisticsProjection } from './projections/logistics.projection';
import { shipmentsProjection } from './projections/shipments.projection';
import { IotTagViews } from './queries/iot-tag.views';
import { LogisticsViews } from './queries/logistics.views';
import { ShipmentViews } from './queries/shipment.views';

/** Logistics: warehouses, carriers, shipments, next owners and deliveries. */
@Module({
  imports: [IdentityModule],
  controllers: [WarehouseController, CarrierController, NextOwnerController, GoodsMovesController, IotTagController],
  providers: [
    registerProjections(logisticsProjection, shipmentsProjection, iotTagsProjection),
    RegisterWarehouseHandler,
    UpdateWarehouseHandler,
    RegisterCarrierHandler,
    AddNextOwnerHandler,
    GoodsLoader,
    CheckInGoodsHandler,
    CheckOutGoodsHandler,
    PlanShipmentHandler,
    DispatchShipmentHandler,
    ReportPositionHandler,
    RegisterIotTagHandler,
    ReportTagPositionHandler,
    DeliverShipmentHandler,
    MakeDeliveryHandler,
    LogisticsViews,
    ShipmentViews,
    IotTagViews,
    GoodsLocationReader,
    LogisticsLiveNotifier,
  ],
  exports: [GoodsLocationReader],
})
export class LogisticsModule {}
