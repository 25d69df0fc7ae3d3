import { Module } from '@nestjs/common';
import { registerProjections } from '../platform/projections/projection.registry';
import { AddProductImageHandler } from './commands/add-product-image.handler';
import { RecordProductDetailsHandler } from './commands/record-product-details.handler';
import { RegisterProductHandler } from './commands/register-product.handler';
import { UpdateProductHandler } from './commands/update-product.handler';
import { ProductController } from './http/product.controller';
import { Thumbnailer } from './images/thumbnailer.service';
import { ProductDirectory } from './catalog.public';
import { productsProjection } from './projections/products.projection';
import { ProductViews } from './queries/product.views';

/** Catalog: products (images, free key-value details), categories and colours. */
@Module({
  controllers: [ProductController],
  providers: [
    registerProjections(productsProjection),
    RegisterProductHandler,
    UpdateProductHandler,
    AddProductImageHandler,
    RecordProductDetailsHandler,
    ProductViews,
    ProductDirectory,
    Thumbnailer,
  ],
  exports: [ProductDirectory],
})
export class CatalogModule {}
