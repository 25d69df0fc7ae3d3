import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { registerProjections } from '../platform/projections/projection.registry';
import { OneImportPerUserGuard } from './http/one-import-per-user.guard';
import { UploadStockHandler } from './commands/upload-stock.handler';
import { OwnedGoodsController } from './http/owned-goods.controller';
import { StockItemController } from './http/stock-item.controller';
import { ownedGoodsProjection } from './projections/owned-goods.projection';
import { stockItemsProjection } from './projections/stock-items.projection';
import { OwnedGoodsViews } from './queries/owned-goods.views';
import { StockItemViews } from './inventory.public';
import { ImportsInProjection } from './queries/imports-in-projection.tracker';

/** Inventory: stock items (INVE) and, later, packages (PACK). */
@Module({
  imports: [CatalogModule, IdentityModule],
  controllers: [StockItemController, OwnedGoodsController],
  providers: [registerProjections(stockItemsProjection, ownedGoodsProjection), UploadStockHandler, StockItemViews, OwnedGoodsViews, OneImportPerUserGuard, ImportsInProjection],
  exports: [StockItemViews],
})
export class InventoryModule {}
