import { Body, Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { StockItemViews } from '../../inventory/inventory.public';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { PACKAGE_ID, STOCK_ITEM_ID } from '../../platform/domain/display-id.rules';
import { unknownProductId } from '../../platform/errors/domain.errors';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { ApproveOwnershipCommand, HandOverCommand, RejectOwnershipCommand, RequestOwnershipCommand } from '../custody.public';
import type { GoodsKind } from '../../platform/domain/display-id.rules';
import { ownershipErrors } from '../domain/ownership.decider';
import { OwnershipRequestViews } from '../queries/ownership-request.views';
import { RequestCommands } from '../../platform/http/request-commands.service';
import { ActionRoute, CreateRoute } from '../../platform/http/command-route.decorator';

// Schemas are built once: zod compiles each schema object on its first parse, and building one per request
// was 8% of a command's CPU.
export const itemId = field.id(STOCK_ITEM_ID, 'Enter a valid stock item id (INVE…).');
const packageId = field.id(PACKAGE_ID, 'Enter a valid package id (PACK…).');
export const requestIdBody = z.object({ request_id: field.uuid() });
const itemRequestBody = z.object({ stock_item: itemId });
const packageRequestBody = z.object({ package: packageId });
const makeOwnerBody = z.object({ email: field.email(), inventory_id: itemId });

const invalidId = () => unknownProductId();

/**
 * Ownership transfer of stock items and packages: the owner chain, requests, and the owner's decision.
 * Paths keep the specification's spellings (`requist…`).
 */
@Controller('inventory')
@UseGuards(JwtAuthGuard)
export class OwnershipController {
  constructor(
    private readonly commands: RequestCommands,
    private readonly views: OwnershipRequestViews,
    private readonly items: StockItemViews,
  ) {}

  @Get('getstockitemowner/:id')
  async itemOwners(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    const displayId = checked(id, STOCK_ITEM_ID);
    const owners = await this.items.owners(displayId, user.id);
    if (!owners) throw invalidId();
    return { owners };
  }

  @CreateRoute('requiststockitemowner', itemRequestBody)
  async requestItem(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const { stock_item } = parseBody(itemRequestBody, body);
    return this.request('item', stock_item, request, user);
  }

  @CreateRoute('requistpackageowner', packageRequestBody)
  async requestPackage(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const { package: displayId } = parseBody(packageRequestBody, body);
    return this.request('package', displayId, request, user);
  }

  @Get('getitemownerrequeststatus/:id')
  async itemStatus(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return { owners: await this.views.statusFor('item', checked(id, STOCK_ITEM_ID), user.id) };
  }

  @Get('getpackageownerrequeststatus/:id')
  async packageStatus(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return { status: await this.views.statusFor('package', checked(id, PACKAGE_ID), user.id) };
  }

  @Get('getallitemownerrequest')
  async itemReceived(@CurrentUser() user: AuthUser) {
    return this.views.list('item', 'owner_id', user.id);
  }

  @Get('getallitemownerrequestsend')
  async itemSent(@CurrentUser() user: AuthUser) {
    return this.views.list('item', 'requester_id', user.id);
  }

  @Get('getallpackageownerrequistget')
  async packageReceived(@CurrentUser() user: AuthUser) {
    return this.views.list('package', 'owner_id', user.id);
  }

  @Get('getallpackageownerrequestsend')
  async packageSent(@CurrentUser() user: AuthUser) {
    return this.views.list('package', 'requester_id', user.id);
  }

  @Get('notificationcount')
  async counts(@CurrentUser() user: AuthUser) {
    return this.views.counts(user.id);
  }

  @ActionRoute('approveitemowner', requestIdBody)
  async approveItem(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    await this.decide('item', 'approve', body, request, user);
    return { msg: 'Ownership Approved...!' };
  }

  @ActionRoute('rejectitemowner', requestIdBody)
  async rejectItem(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    await this.decide('item', 'reject', body, request, user);
    return { msg: 'Ownership request rejected.' };
  }

  @ActionRoute('approvepackageowner', requestIdBody)
  async approvePackage(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    await this.decide('package', 'approve', body, request, user);
    return { msg: 'Ownership Approved...!' };
  }

  @ActionRoute('rejectpackageowner', requestIdBody)
  async rejectPackage(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    await this.decide('package', 'reject', body, request, user);
    return { msg: 'Ownership request rejected.' };
  }

  @ActionRoute('makeowner', makeOwnerBody)
  async makeOwner(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(makeOwnerBody, body);
    await this.commands.execute(new HandOverCommand(b.inventory_id, user.id, b.email, this.commands.context(request, user.id)));
    return { msg: 'Ownership transferred.' };
  }

  private async request(kind: GoodsKind, displayId: string, request: Request, user: AuthUser) {
    const requestId = await this.commands.execute<RequestOwnershipCommand, string>(
      new RequestOwnershipCommand(kind, displayId, user.id, this.commands.context(request, user.id)),
    );
    return { request_id: requestId, msg: 'Ownership requested.' };
  }

  private async decide(kind: GoodsKind, decision: 'approve' | 'reject', body: unknown, request: Request, user: AuthUser) {
    const { request_id } = parseBody(requestIdBody, body);
    const requestId = request_id.toLowerCase();
    // The request names the item or package whose stream decides it.
    const displayId = await this.views.subjectOf(kind, requestId);
    if (!displayId) throw ownershipErrors.requestNotFound();
    const context = this.commands.context(request, user.id);
    await this.commands.execute(
      decision === 'approve'
        ? new ApproveOwnershipCommand(displayId, requestId, user.id, context)
        : new RejectOwnershipCommand(displayId, requestId, user.id, context),
    );
  }
}

function checked(id: string, pattern: RegExp): string {
  const displayId = id.trim().toUpperCase();
  if (!pattern.test(displayId)) throw invalidId();
  return displayId;
}
