import { Body, Controller, Get, OnModuleInit, Param, Req, UseGuards } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Request } from 'express';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { parseBody } from '../../platform/http/validation.schemas';
import { OwnershipController, itemId, requestIdBody } from './ownership.controller';
import { ActionRoute, CreateRoute } from '../../platform/http/command-route.decorator';

const requestBody = z.object({ product: itemId });

/**
 * The specification's product ownership calls (`product/requistowner`, `getallownerrequest`,
 * `getallsendownerrequest`, `getownerrequeststatus/{id}`, `approveowner`) as aliases of the stock-item
 * ownership flow. In our model a product is a catalogue entry (a design, a SKU) that is never owned by
 * buyers; what changes hands is a stock item (INVE…) of it. So `product` in these calls is a stock item's
 * display id, and each call delegates to the same OwnershipController method as its `inventory/…item…`
 * twin: same validation, commands, answers and live pushes, nothing duplicated.
 */
@Controller('product')
@UseGuards(JwtAuthGuard)
export class ProductOwnershipController implements OnModuleInit {
  private items!: OwnershipController;

  constructor(private readonly moduleRef: ModuleRef) {}

  onModuleInit(): void {
    this.items = this.moduleRef.get(OwnershipController, { strict: true });
  }

  /** `{product: "INVE…"}` is `inventory/requiststockitemowner`'s `{stock_item}`. */
  @CreateRoute('requistowner', requestBody)
  async request(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const { product } = parseBody(requestBody, body);
    return this.items.requestItem({ stock_item: product }, request, user);
  }

  @Get('getownerrequeststatus/:id')
  async status(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return this.items.itemStatus(id, user);
  }

  @Get('getallownerrequest')
  async received(@CurrentUser() user: AuthUser) {
    return this.items.itemReceived(user);
  }

  @Get('getallsendownerrequest')
  async sent(@CurrentUser() user: AuthUser) {
    return this.items.itemSent(user);
  }

  @ActionRoute('approveowner', requestIdBody)
  async approve(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    return this.items.approveItem(body, request, user);
  }
}
