import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { CLOCK, Clock } from '../../platform/domain/clock';
import { DomainError } from '../../platform/errors/domain-error';
import { commandContext } from '../../platform/http/command-context';
import { field, parseBody } from '../../platform/http/validation';
import { RegisterProductCommand, UpdateProductCommand } from '../commands/product.handlers';
import { CATEGORIES, COLORS } from '../domain/reference-data';
import { ProductDoc } from '../projections/products.projection';
import { GetProductQuery, ListOwnProductsQuery, productView } from '../queries/product.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const addProductBody = z.object({
  name: field.text(120),
  brand: field.text(120),
  sku: field.text(64),
  warranty: field.date(),
  expire: field.date(),
  location: field.location(),
  category: field.int(1, 1_000_000),
  color: field.int(1, 1_000_000),
  image: field.optionalText(500),
  doc: field.optionalText(500),
});

const updateProductBody = z.object({ name: field.text(120), brand: field.text(120), sku: field.text(64) });

/** The product catalogue of a brand. */
@Controller('product')
@UseGuards(JwtAuthGuard)
export class ProductController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('getcategory')
  categories() {
    return CATEGORIES;
  }

  @Get('getcolor')
  colors() {
    return COLORS;
  }

  @Post('addproduct')
  @HttpCode(201)
  async add(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(addProductBody, body);
    const productId = await this.commands.execute<RegisterProductCommand, string>(
      new RegisterProductCommand(
        user.id,
        {
          name: b.name,
          brand: b.brand,
          sku: b.sku,
          warranty: b.warranty,
          expire: b.expire,
          location: b.location,
          categoryId: b.category,
          colorId: b.color,
          image: b.image ?? '',
          doc: b.doc ?? '',
        },
        commandContext(request, this.clock, user.id),
      ),
    );
    return this.one(productId);
  }

  @Patch('updateproduct/:id')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const productId = checkedId(id);
    const changes = parseBody(updateProductBody, body);
    await this.commands.execute(new UpdateProductCommand(productId, user.id, changes, commandContext(request, this.clock, user.id)));
    return this.one(productId);
  }

  @Get('getproduct/:id')
  async get(@Param('id') id: string) {
    return this.one(checkedId(id));
  }

  @Get('getproducts')
  async list(@CurrentUser() user: AuthUser) {
    const products = await this.queries.execute<ListOwnProductsQuery, ProductDoc[]>(new ListOwnProductsQuery(user.id));
    return products.map(productView);
  }

  private async one(productId: string) {
    return productView(await this.queries.execute<GetProductQuery, ProductDoc>(new GetProductQuery(productId)));
  }
}

function checkedId(id: string): string {
  if (!UUID.test(id)) throw new DomainError('not_found', 'PRODUCT.NOT_FOUND', 'Product not found.');
  return id.toLowerCase();
}
