import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../platform/projections/projection-registry';
import { RegisterProductHandler, UpdateProductHandler } from './commands/product.handlers';
import { ProductController } from './http/product.controller';
import { ProductDirectory } from './product-directory';
import { productsProjection } from './projections/products.projection';
import { GetProductHandler, ListOwnProductsHandler } from './queries/product.queries';

/** Catalog: products, categories and colours. */
@Module({
  controllers: [ProductController],
  providers: [RegisterProductHandler, UpdateProductHandler, GetProductHandler, ListOwnProductsHandler, ProductDirectory],
  exports: [ProductDirectory],
})
export class CatalogModule implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(productsProjection);
  }
}
