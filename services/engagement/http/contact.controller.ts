import { Body, Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { PublicPost } from '../../platform/http/public-post.decorator';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { SendContactQueryCommand } from '../commands/send-contact-query.handler';
import { ContactSource } from '../domain/contact-query.decider';
import { SubscribeCommand } from '../commands/subscribe.handler';
import { RequestCommands } from '../../platform/http/request-commands.service';

const subscribeBody = z.object({ email: field.email() });

/** Landing "Write to us": all four fields required and non-blank; no format check on e-mail or phone (spec §5). */
const landingQueryBody = z.object({
  fullname: field.text(120),
  email: field.text(254),
  query: field.text(2000),
  mobile: field.text(32),
});

/** Optional text sent "as typed" by the contact page: capped, '' when missing. */
const asTyped = (max: number) => field.optionalText(max).nullable().transform((v) => v ?? '');

/** Contact page: the UI does not validate; the server caps lengths and needs a message. */
const contactPageBody = z.object({
  fullname: asTyped(120),
  email: asTyped(254),
  message: field.text(5000),
});

/** Newsletter subscription and contact queries: public, limited per IP, stored as events. */
@Controller('account')
export class ContactController {
  constructor(private readonly commands: RequestCommands) {}

  /**
   * 201 whether or not the address was already subscribed (a repeat appends nothing): answering
   * differently would tell anyone whether an address is on the list.
   */
  @PublicPost('subscriber', 'contact', subscribeBody)
  async subscribe(@Body() body: unknown, @Req() request: Request) {
    const { email } = parseBody(subscribeBody, body);
    await this.commands.execute(new SubscribeCommand(email, this.commands.context(request)));
    return { email, msg: 'You are successfully subscribed' };
  }

  @PublicPost('adduserquery', 'contact', landingQueryBody)
  async landingQuery(@Body() body: unknown, @Req() request: Request) {
    const q = parseBody(landingQueryBody, body);
    return this.sendQuery('landing', { fullname: q.fullname, email: q.email, mobile: q.mobile, message: q.query }, request);
  }

  @PublicPost('contact', 'contact', contactPageBody)
  async contactPage(@Body() body: unknown, @Req() request: Request) {
    const q = parseBody(contactPageBody, body);
    return this.sendQuery('contact_page', { fullname: q.fullname, email: q.email, mobile: '', message: q.message }, request);
  }

  /** Both forms record a contact query and answer its id the same way. */
  private async sendQuery(source: ContactSource, fields: SendContactQueryCommand['fields'], request: Request) {
    const id = await this.commands.execute<SendContactQueryCommand, string>(new SendContactQueryCommand(source, fields, this.commands.context(request)));
    return { id, msg: 'Query successfully sent' };
  }
}
