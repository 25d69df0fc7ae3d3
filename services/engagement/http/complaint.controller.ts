import { Body, Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { COUNTERFEIT_REASONS, ReportCounterfeitCommand } from '../../custody/custody.public';
import { PublicPost } from '../../platform/http/public-post.decorator';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { RequestCommands } from '../../platform/http/request-commands.service';

const REQUIRED = 'This field is required.';

/**
 * The reported id must look like one of ours (INVE…/PACK…, as the web app checks) but need not exist: a
 * fake may carry an id we never issued. Letters are allowed after the prefix for the same reason.
 */
const REPORTED_ID = /^(INVE|PACK)[A-Z0-9]{1,28}$/;

const complaintBody = z.object({
  item: field.id(REPORTED_ID, 'Enter a valid product id (starting with INVE or PACK).'),
  query: z.enum(COUNTERFEIT_REASONS, {
    error: (i) => (i.input === undefined ? REQUIRED : `"${String(i.input)}" is not a valid choice.`),
  }),
  // Filled by the web app from reverse geocoding of the device location; may be empty or missing.
  address: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(500, 'Ensure this field has no more than 500 characters.')
    .nullish()
    .transform((v) => v ?? ''),
});

/** Counterfeit reports from the public tracking page: no sign-in, limited per IP. */
@Controller('inventory')
export class ComplaintController {
  constructor(private readonly commands: RequestCommands) {}

  @PublicPost('complain', 'complaint', complaintBody)
  async complain(@Body() body: unknown, @Req() request: Request) {
    const { item, query, address } = parseBody(complaintBody, body);
    const id = await this.commands.execute<ReportCounterfeitCommand, string>(
      new ReportCounterfeitCommand(item, query, address, this.commands.context(request)),
    );
    return { id, msg: 'complaint successfully registered' };
  }
}
