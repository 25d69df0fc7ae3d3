import { Body, Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { AddNextOwnerCommand } from '../commands/add-next-owner.handler';
import { logisticsErrors } from '../domain/logistics.errors';
import { LogisticsViews } from '../queries/logistics.views';
import { ownRecord } from './logistics.schemas';
import { RequestCommands } from '../../platform/http/request-commands.service';
import { CreateRoute } from '../../platform/http/command-route.decorator';

const nextOwnerBody = z.object({
  email: field.email(),
  category: field.optionalText(120),
  brands: z
    .array(field.text(120), { error: 'Expected a list of brand names.' })
    .max(50, 'Ensure this field has no more than 50 elements.')
    .optional(),
  note: field.optionalText(1000),
});

/** Next owners: registered users the signed-in user hands goods to. */
@Controller('account')
@UseGuards(JwtAuthGuard)
export class NextOwnerController {
  constructor(
    private readonly commands: RequestCommands,
    private readonly views: LogisticsViews,
  ) {}

  @CreateRoute('addnextowner')
  async add(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(nextOwnerBody, body);
    const id = await this.commands.execute<AddNextOwnerCommand, string>(
      new AddNextOwnerCommand(user.id, b.email, b.category ?? '', [...new Set(b.brands ?? [])], b.note ?? '', this.commands.context(request, user.id)),
    );
    return this.views.nextOwner(user.id, id);
  }

  @Get('getnextowner')
  async list(@CurrentUser() user: AuthUser) {
    return this.views.nextOwners(user.id);
  }

  @Get('getnextowner/:id')
  async one(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return ownRecord(id, (recordId) => this.views.nextOwner(user.id, recordId), logisticsErrors.nextOwnerNotFound);
  }
}
