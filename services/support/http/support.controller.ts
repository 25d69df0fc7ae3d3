import { Body, Controller, Get, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { UserDirectory } from '../../identity/identity.public';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { DomainError, ValidationFailed } from '../../platform/errors/domain.errors';
import { BodySchema } from '../../platform/http/openapi.document';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { MarkTicketReadCommand } from '../commands/mark-ticket-read.handler';
import { OpenTicketCommand } from '../commands/open-ticket.handler';
import { PostSupportMessageCommand } from '../commands/post-support-message.handler';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '../domain/support.events';
import { SupportViews, Viewer } from '../queries/support.views';
import { SUPPORT } from '../domain/support.errors';
import { RequestCommands } from '../../platform/http/request-commands.service';
import { ActionRoute } from '../../platform/http/command-route.decorator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (i) => (i.input === undefined ? 'This field is required.' : `"${String(i.input)}" is not a valid choice.`) });

const ticketBody = z.object({
  subject: field.text(200),
  category: choice(TICKET_CATEGORIES),
  message: field.text(5000),
  display_id: field
    .optionalText(20)
    .nullable()
    .transform((v) => (v ?? '').toUpperCase())
    .refine((v) => v === '' || /^(INVE|PACK)\d{1,12}$/.test(v), 'Enter an id that starts with INVE or PACK.'),
});
const messageBody = z.object({ ticket: field.uuid(), message: field.text(5000) });
const adminMessageBody = z
  .object({
    ticket: field.uuid(),
    message: field.optionalText(5000).nullable().transform((v) => v ?? ''),
    status: choice(TICKET_STATUSES).optional(),
  })
  .refine((b) => b.message !== '' || b.status !== undefined, { path: ['message'], message: 'This field may not be blank.' });

/** Support tickets and their conversations; administrators are the accounts of ADMIN_EMAILS. */
@Controller('support')
@UseGuards(JwtAuthGuard)
export class SupportController {
  constructor(
    private readonly commands: RequestCommands,
    private readonly views: SupportViews,
    private readonly users: UserDirectory,
  ) {}

  private async viewer(user: AuthUser): Promise<Viewer> {
    return { id: user.id, isAdmin: await this.users.isAdministrator(user.id) };
  }

  @Post('ticket')
  @BodySchema(ticketBody)
  async open(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const t = parseBody(ticketBody, body);
    const id = await this.commands.execute<OpenTicketCommand, string>(
      new OpenTicketCommand(user.id, { subject: t.subject, category: t.category, message: t.message, displayId: t.display_id }, this.commands.context(request, user.id)),
    );
    return this.views.one(id, await this.viewer(user));
  }

  @Get('ticket')
  async list(@Query('status') status: unknown, @CurrentUser() user: AuthUser) {
    if (status !== undefined && !(TICKET_STATUSES as readonly unknown[]).includes(status)) {
      throw new ValidationFailed({ status: [`"${String(status)}" is not a valid choice.`] });
    }
    return this.views.list(await this.viewer(user), status as string | undefined);
  }

  @Get('ticket/:id')
  async one(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return this.views.one(ticketId(id), await this.viewer(user));
  }

  /** Marks the other side's messages as read by the caller (the header's unread count drops). */
  @ActionRoute('ticket/:id/read')
  async read(@Param('id') id: string, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const viewer = await this.viewer(user);
    await this.commands.execute(new MarkTicketReadCommand(ticketId(id), user.id, viewer.isAdmin, this.commands.context(request, user.id)));
    return { unread: await this.views.unread(viewer) };
  }

  @Get('unread')
  async unread(@CurrentUser() user: AuthUser) {
    return { unread: await this.views.unread(await this.viewer(user)) };
  }

  @Post('message')
  @BodySchema(messageBody)
  async message(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const m = parseBody(messageBody, body);
    const ticket = m.ticket.toLowerCase();
    const id = await this.commands.execute<PostSupportMessageCommand, string>(
      new PostSupportMessageCommand(ticket, user.id, false, m.message, undefined, this.commands.context(request, user.id)),
    );
    return this.posted(ticket, id, await this.viewer(user));
  }

  @Post('adminmessage')
  @BodySchema(adminMessageBody)
  async adminMessage(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    // Who may call comes before what was sent: a non-administrator learns nothing about tickets here.
    const viewer = await this.viewer(user);
    if (!viewer.isAdmin) throw new DomainError('forbidden', SUPPORT.NOT_ADMIN, 'Only support administrators may reply here.');
    const m = parseBody(adminMessageBody, body);
    const ticket = m.ticket.toLowerCase();
    const id = await this.commands.execute<PostSupportMessageCommand, string>(
      new PostSupportMessageCommand(ticket, user.id, true, m.message, m.status, this.commands.context(request, user.id)),
    );
    return this.posted(ticket, m.message ? id : null, viewer);
  }

  @Get('message')
  async messages(@Query('ticket') ticket: unknown, @CurrentUser() user: AuthUser) {
    const id = parseBody(z.object({ ticket: field.uuid() }), { ticket }).ticket;
    return this.views.messages(id.toLowerCase(), await this.viewer(user));
  }

  private async posted(ticketId: string, messageId: string | null, viewer: Viewer) {
    const ticket = await this.views.one(ticketId, viewer);
    const message = ticket.messages.find((m) => m.id === messageId);
    return message ? { ...message, status: ticket.status } : { id: null, ticket: ticket.id, status: ticket.status };
  }
}

function ticketId(id: string): string {
  if (!UUID.test(id)) throw new DomainError('not_found', SUPPORT.TICKET_NOT_FOUND, 'Ticket not found.');
  return id.toLowerCase();
}
