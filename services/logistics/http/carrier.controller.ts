import { Body, Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { RegisterCarrierCommand } from '../commands/register-carrier.handler';
import { TRANSPORT_MODES, TRANSPORT_MODE_IDS } from '../domain/logistics.catalogue';
import { logisticsErrors } from '../domain/logistics.errors';
import { LogisticsViews } from '../queries/logistics.views';
import { ownRecord } from './logistics.schemas';
import { RequestCommands } from '../../platform/http/request-commands.service';
import { CreateRoute } from '../../platform/http/command-route.decorator';

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
    private readonly commands: RequestCommands,
    private readonly views: LogisticsViews,
  ) {}

  @Get('transportmodes')
  modes() {
    return TRANSPORT_MODES;
  }

  @CreateRoute('outsource')
  async add(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(carrierBody, body);
    const id = await this.commands.execute<RegisterCarrierCommand, string>(
      new RegisterCarrierCommand(
        user.id,
        { companyName: b.company_name, contactPerson: b.contact_person, email: b.email, phone: b.phone, address: b.address, modes: b.modes },
        this.commands.context(request, user.id),
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
