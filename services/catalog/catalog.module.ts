import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../platform/projections/projection.registry';
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
export class CatalogModule implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(productsProjection);
  }
}
