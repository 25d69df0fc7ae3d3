import { Body, Controller, Get, Inject, Param, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { PACKAGE_ID, STOCK_ITEM_ID } from '../../platform/domain/display-id.rules';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { CLOCK, Clock } from '../../platform/domain/clock.port';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { CheckInGoodsCommand } from '../commands/check-in-goods.handler';
import { CheckOutGoodsCommand } from '../commands/check-out-goods.handler';
import { WarehouseMoveCommand } from '../commands/warehouse-move.handler';
import { DeliverShipmentCommand } from '../commands/deliver-shipment.handler';
import { DispatchShipmentCommand } from '../commands/dispatch-shipment.handler';
import { MakeDeliveryCommand } from '../commands/make-delivery.handler';
import { PlanShipmentCommand } from '../commands/plan-shipment.handler';
import { ReportPositionCommand } from '../commands/report-position.handler';
import { TRANSPORT_MODE_IDS } from '../domain/logistics.catalogue';
import { logisticsErrors } from '../domain/logistics.errors';
import { GoodsLocationReader } from '../logistics.public';
import { ShipmentViews } from '../queries/shipment.views';
import { contentData, isRecordId, ownRecord, latLng, readingTime } from './logistics.schemas';
import { RequestCommands } from '../../platform/http/request-commands.service';
import { ActionRoute, CreateRoute } from '../../platform/http/command-route.decorator';

const recordId = (label: string) =>
  z.string({ error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.') }).trim().refine(isRecordId, `Not a valid ${label} id.`);

const goods = () => contentData(STOCK_ITEM_ID, PACKAGE_ID);

const stockBody = z.object({ warehouse: recordId('warehouse'), content_data: goods() });

const destination = z.union(
  [
    z.object({ warehouse: recordId('warehouse') }).strict(),
    z.object({ next_owner: recordId('next owner') }).strict(),
    z.object({ address: field.text(500), address_location: latLng() }).strict(),
  ],
  { error: 'Give one of {warehouse}, {next_owner} or {address, address_location}.' },
);

const transportBody = z.object({
  mode: z.enum(TRANSPORT_MODE_IDS, { error: `Must be one of: ${TRANSPORT_MODE_IDS.join(', ')}.` }),
  carrier: z.union([z.literal('own'), recordId('carrier')], { error: 'Must be "own" or one of your carrier ids.' }),
  vehicle_number: field.text(40),
  driver_name: field.optionalText(120),
  driver_contact: field.optionalText(120),
  from_warehouse: recordId('warehouse').optional(),
  destination,
  content_data: goods(),
  expected_delivery: field.date(),
});

const positionBody = z.object({
  location: latLng(),
  recorded_at: readingTime(),
});

const deliveryBody = z.object({ next_owner: recordId('next owner'), content_data: goods() });

/** Moves of goods: warehouse check-in/out, shipments (plan, dispatch, positions, delivery) and deliveries to next owners. */
@Controller()
@UseGuards(JwtAuthGuard)
export class GoodsMovesController {
  constructor(
    private readonly commands: RequestCommands,
    private readonly shipments: ShipmentViews,
    private readonly locationsReader: GoodsLocationReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CreateRoute('account/warehousestock')
  async checkIn(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    return this.moveStock(CheckInGoodsCommand, body, request, user);
  }

  @ActionRoute('account/warehouserelease')
  async checkOut(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    return this.moveStock(CheckOutGoodsCommand, body, request, user);
  }

  /** Check-in and check-out: the same body, answered with how many entries moved. */
  private async moveStock(Move: typeof CheckInGoodsCommand | typeof CheckOutGoodsCommand, body: unknown, request: Request, user: AuthUser) {
    const b = parseBody(stockBody, body);
    const moved = await this.commands.execute<WarehouseMoveCommand, number>(new Move(b.warehouse, b.content_data, user.id, this.commands.context(request, user.id)));
    return { moved };
  }

  @CreateRoute('logistics/transport')
  async plan(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(transportBody, body);
    if (b.expected_delivery < this.clock.now().toISOString().slice(0, 10)) {
      throw new ValidationFailed({ expected_delivery: ['The expected delivery date cannot be in the past.'] });
    }
    const d = b.destination as { warehouse?: string; next_owner?: string; address?: string; address_location?: string };
    if (d.warehouse && d.warehouse === b.from_warehouse) throw new ValidationFailed({ destination: ['The destination is the warehouse the goods leave.'] });
    const planned = await this.commands.execute<PlanShipmentCommand, { shipmentId: string; displayId: string }>(
      new PlanShipmentCommand(
        {
          mode: b.mode,
          carrier: b.carrier,
          vehicleNumber: b.vehicle_number,
          driverName: b.driver_name ?? '',
          driverContact: b.driver_contact ?? '',
          fromWarehouseId: b.from_warehouse ?? '',
          destination: { warehouseId: d.warehouse, nextOwnerId: d.next_owner, address: d.address, addressLocation: d.address_location },
          entries: b.content_data,
          expectedDelivery: b.expected_delivery,
        },
        user.id,
        this.commands.context(request, user.id),
      ),
    );
    return this.shipments.one(user.id, planned.shipmentId);
  }

  @ActionRoute('logistics/transport/:id/dispatch')
  async dispatch(@Param('id') id: string, @Req() request: Request, @CurrentUser() user: AuthUser) {
    return this.shipmentStep(DispatchShipmentCommand, id, request, user);
  }

  @CreateRoute('logistics/transport/:id/location')
  async position(@Param('id') id: string, @Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    if (!isRecordId(id)) throw logisticsErrors.shipmentNotFound();
    const b = parseBody(positionBody, body);
    const context = this.commands.context(request, user.id);
    const recordedAt = b.recorded_at ? new Date(b.recorded_at).toISOString() : context.time.toISOString();
    await this.commands.execute(new ReportPositionCommand(id, b.location, recordedAt, user.id, context));
    return { location: b.location, recorded_at: recordedAt };
  }

  @ActionRoute('logistics/transport/:id/deliver')
  async deliver(@Param('id') id: string, @Req() request: Request, @CurrentUser() user: AuthUser) {
    return this.shipmentStep(DeliverShipmentCommand, id, request, user);
  }

  /** Dispatch and delivery: a step of the user's shipment, answered with the shipment as it is then. */
  private async shipmentStep(Step: typeof DispatchShipmentCommand | typeof DeliverShipmentCommand, id: string, request: Request, user: AuthUser) {
    if (!isRecordId(id)) throw logisticsErrors.shipmentNotFound();
    await this.commands.execute(new Step(id, user.id, this.commands.context(request, user.id)));
    return this.shipments.one(user.id, id);
  }

  @Get('logistics/transport')
  async list(@Query('status') status: unknown, @CurrentUser() user: AuthUser) {
    if (status !== undefined && !['planned', 'in_transit', 'delivered'].includes(status as string)) {
      throw new ValidationFailed({ status: ['Must be one of: planned, in_transit, delivered.'] });
    }
    return this.shipments.list(user.id, status as string | undefined);
  }

  @Get('logistics/transport/:id')
  async one(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return ownRecord(id, (recordId) => this.shipments.one(user.id, recordId), logisticsErrors.shipmentNotFound);
  }

  /** Beyond API.md: where goods are (`in_stock`, `in_warehouse`, `in_transit`, `delivered`), for the pickers. */
  @Get('logistics/locations')
  async locations(@Query('ids') ids: unknown) {
    const list = typeof ids === 'string' ? [...new Set(ids.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean))] : [];
    if (list.length === 0 || list.length > 500 || !list.every((id) => STOCK_ITEM_ID.test(id) || PACKAGE_ID.test(id))) {
      throw new ValidationFailed({ ids: ['Give up to 500 INVE… or PACK… ids, separated by commas.'] });
    }
    return this.locationsReader.statuses(list);
  }

  @CreateRoute('account/delivery')
  async delivery(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(deliveryBody, body);
    const id = await this.commands.execute<MakeDeliveryCommand, string>(new MakeDeliveryCommand(b.next_owner, b.content_data, user.id, this.commands.context(request, user.id)));
    return { id, delivered: b.content_data.length };
  }
}
