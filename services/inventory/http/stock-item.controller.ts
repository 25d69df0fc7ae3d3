import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { CLOCK, Clock } from '../../platform/domain/clock';
import { DomainError, ValidationFailed } from '../../platform/errors/domain-error';
import { commandContext } from '../../platform/http/command-context';
import { field, parseBody } from '../../platform/http/validation';
import { AddStockItemsCommand, AddedItem } from '../commands/add-stock-items.handler';
import { STOCK_ITEM_ID } from '../domain/display-id';
import { StockItemViews } from '../stock-item-views';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const addItemBody = z.object({
  product_id: field.uuid(),
  no_of_item: field.int(1, 1000),
  location: field.location(),
  address_location: field.optionalText(500),
});

export const invalidProductId = () =>
  new DomainError('not_found', 'TRACKING.INVALID_ID', 'Invalid Product id', { msg: 'Invalid Product id' });

/** Stock items: registration, the owner's list, and the public item view. */
@Controller('inventory')
export class StockItemController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: StockItemViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('additem')
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  async add(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(addItemBody, body);
    const items = await this.commands.execute<AddStockItemsCommand, AddedItem[]>(
      new AddStockItemsCommand(
        user.id,
        b.product_id.toLowerCase(),
        b.no_of_item,
        b.location,
        b.address_location ?? '',
        commandContext(request, this.clock, user.id),
      ),
    );
    return { items };
  }

  /** Our addition to API.md: the signed-in user's own stock items, optionally of one product. */
  @Get('getitems')
  @UseGuards(JwtAuthGuard)
  async own(@Query('product') product: unknown, @CurrentUser() user: AuthUser) {
    if (product !== undefined && (typeof product !== 'string' || !UUID.test(product))) {
      throw new ValidationFailed({ product: ['Must be a valid UUID.'] });
    }
    return this.views.ownedBy(user.id, typeof product === 'string' ? product.toLowerCase() : undefined);
  }

  /** Public: the item's public fields (also used for tracking by id). */
  @Get('getitem/:id')
  async item(@Param('id') id: string) {
    const displayId = id.trim().toUpperCase();
    const view = STOCK_ITEM_ID.test(displayId) ? await this.views.publicView(displayId) : undefined;
    if (!view) throw invalidProductId();
    return view;
  }
}
