import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { CLOCK, Clock } from '../../platform/domain/clock.port';
import { commandContext } from '../../platform/http/command-context.factory';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { RegisterCarrierCommand } from '../commands/register-carrier.handler';
import { TRANSPORT_MODES, TRANSPORT_MODE_IDS } from '../domain/logistics.catalogue';
import { logisticsErrors } from '../domain/logistics.errors';
import { LogisticsViews } from '../queries/logistics.views';
import { ownRecord } from './logistics.schemas';

const carrierBody = z.object({
  company_name: field.text(120),
  contact_person: field.text(120),
  email: field.email(),
  phone: field.text(40),
  address: field.text(500),
  modes: z
    .array(z.enum(TRANSPORT_MODE_IDS, { error: `Each mode must be one of: ${TRANSPORT_MODE_IDS.join(', ')}.` }), {
      error: (i) => (i.input === undefined ? 'This field is required.' : 'Expected a list of mode ids.'),
    })
    .min(1, 'Choose at least one transport mode.')
    .max(TRANSPORT_MODE_IDS.length)
    .transform((modes) => [...new Set(modes)]),
});

/** Transport modes and outsourced carriers of the signed-in user. */
@Controller('logistics')
@UseGuards(JwtAuthGuard)
export class CarrierController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: LogisticsViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('transportmodes')
  modes() {
    return TRANSPORT_MODES;
  }

  @Post('outsource')
  @HttpCode(201)
  async add(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(carrierBody, body);
    const id = await this.commands.execute<RegisterCarrierCommand, string>(
      new RegisterCarrierCommand(
        user.id,
        { companyName: b.company_name, contactPerson: b.contact_person, email: b.email, phone: b.phone, address: b.address, modes: b.modes },
        commandContext(request, this.clock, user.id),
      ),
    );
    return this.views.carrier(user.id, id);
  }

  @Get('outsource')
  async list(@CurrentUser() user: AuthUser) {
    return this.views.carriers(user.id);
  }

  @Get('outsource/:id')
  async one(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return ownRecord(id, (recordId) => this.views.carrier(user.id, recordId), logisticsErrors.carrierNotFound);
  }
}
