import { Body, Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { RegisterWarehouseCommand } from '../commands/register-warehouse.handler';
import { UpdateWarehouseCommand } from '../commands/update-warehouse.handler';
import { WAREHOUSE_TYPES, WAREHOUSE_TYPE_IDS } from '../domain/logistics.catalogue';
import { logisticsErrors } from '../domain/logistics.errors';
import { WarehouseFields } from '../domain/warehouse.decider';
import { LogisticsViews } from '../queries/logistics.views';
import { details, isRecordId, ownRecord, latLng } from './logistics.schemas';
import { RequestCommands } from '../../platform/http/request-commands.service';
import { CreateRoute, UpdateRoute } from '../../platform/http/command-route.decorator';

const warehouseBody = z.object({
  name: field.text(120),
  capacity: field.int(1, 10_000_000),
  contact: field.text(120),
  verification: z.enum(['yes', 'no'], { error: 'Must be "yes" or "no".' }),
  address: field.text(500),
  address_location: latLng(),
  details: details(),
  type: z.enum(WAREHOUSE_TYPE_IDS, { error: `Must be one of: ${WAREHOUSE_TYPE_IDS.join(', ')}.` }),
});

function fieldsOf(b: z.infer<typeof warehouseBody>): WarehouseFields {
  return {
    name: b.name,
    type: b.type,
    capacity: b.capacity,
    contact: b.contact,
    verification: b.verification,
    address: b.address,
    addressLocation: b.address_location,
    details: b.details,
  };
}

/** Warehouses of the signed-in user (their stock moves are in the goods controller). */
@Controller('account')
@UseGuards(JwtAuthGuard)
export class WarehouseController {
  constructor(
    private readonly commands: RequestCommands,
    private readonly views: LogisticsViews,
  ) {}

  @Get('getwarehousetypes')
  types() {
    return WAREHOUSE_TYPES;
  }

  @CreateRoute('addwarehouse')
  async add(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const fields = fieldsOf(parseBody(warehouseBody, body));
    const id = await this.commands.execute<RegisterWarehouseCommand, string>(new RegisterWarehouseCommand(user.id, fields, this.commands.context(request, user.id)));
    return this.views.warehouse(user.id, id);
  }

  @UpdateRoute('updatewarehouse/:id')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    if (!isRecordId(id)) throw logisticsErrors.warehouseNotFound();
    const fields = fieldsOf(parseBody(warehouseBody, body));
    await this.commands.execute(new UpdateWarehouseCommand(id, user.id, fields, this.commands.context(request, user.id)));
    return this.views.warehouse(user.id, id);
  }

  @Get('getwarehouse')
  async list(@CurrentUser() user: AuthUser) {
    return this.views.warehouses(user.id);
  }

  @Get('getwarehouse/:id')
  async one(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return ownRecord(id, (recordId) => this.views.warehouse(user.id, recordId), logisticsErrors.warehouseNotFound);
  }
}
