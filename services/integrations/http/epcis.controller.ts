import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { BodySchema, QuerySchema, ResponseDoc } from '../../platform/http/openapi.document';
import { CaptureEpcisCommand } from '../commands/capture-epcis.handler';
import { CaptureEvent, captureDocument, captureEvent } from '../epcis/epcis-capture';
import { queryDocumentSchema } from '../epcis/epcis-document';
import { parseBody } from '../../platform/http/validation.schemas';
import { EPCIS_EVENT_TYPES, EpcisEventViews, pageKeyOf, pageToken } from '../queries/epcis-events.query';
import { AppConfig, CONFIG } from '../../config/config';
import { RequestCommands } from '../../platform/http/request-commands.service';

const isoTime = z
  .string({ error: 'Not a valid string.' })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), 'Use an ISO 8601 date-time with a zone, e.g. 2026-01-31T00:00:00Z.')
  .transform((v) => new Date(v).toISOString());

const eventsQuery = z.object({
  MATCH_epc: z.string({ error: 'Not a valid string.' }).trim().max(500, 'Ensure this field has no more than 500 characters.').optional(),
  GE_eventTime: isoTime.optional(),
  LT_eventTime: isoTime.optional(),
  eventType: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .refine((v) => v.split(',').every((t) => (EPCIS_EVENT_TYPES as readonly string[]).includes(t.trim())), `One or more of ${EPCIS_EVENT_TYPES.join(', ')}, comma separated.`)
    .optional(),
  perPage: z.coerce.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(1, 'Ensure this value is greater than or equal to 1.').max(10_000, 'Ensure this value is less than or equal to 10000.').optional(),
  nextPageToken: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(600, 'Not a page token of this query.')
    .transform((token, ctx) => pageKeyOf(token) ?? (ctx.addIssue({ code: 'custom', message: 'Not a page token of this query.' }), z.NEVER))
    .optional()
    .describe('The token of the `Link: <…>; rel="next"` header of the previous page (GS1 EPCIS 2.0 REST binding).'),
});

/** Query parameters the next page's link repeats (all but the token). */
const REPEATED = ['MATCH_epc', 'GE_eventTime', 'LT_eventTime', 'eventType', 'perPage'] as const;
const PER_PAGE = 1000;

/** GS1 EPCIS 2.0: the history of the user's goods as standard events. */
@Controller('epcis')
@UseGuards(JwtAuthGuard)
export class EpcisController {
  constructor(
    private readonly views: EpcisEventViews,
    private readonly commands: RequestCommands,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('capture')
  @HttpCode(202)
  @BodySchema(captureDocument)
  @ResponseDoc({
    description:
      'Every event was decided and stored, in order: ObjectEvent ADD commissioning with a quantityList of `<PUBLIC_URL>/01/<GTIN>` registers stock items of your product with that GTIN; AggregationEvent ADD/DELETE packs into / unpacks a package; TransactionEvent ADD with an owning_party destination `mailto:<e-mail>` hands stock items over. A document with any event that cannot be taken is refused whole (400), nothing stored.',
    example: { captured: 2 },
  })
  async capture(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const document = parseBody(captureDocument, body);
    const events: CaptureEvent[] = [];
    const problems: string[] = [];
    for (const [index, raw] of document.epcisBody.eventList.entries()) {
      const parsed = captureEvent.safeParse(raw);
      if (parsed.success) events.push(parsed.data);
      else problems.push(`event ${index + 1}: ${[...new Set(parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ` : '') + i.message))].join('; ')}`);
    }
    if (problems.length) throw new ValidationFailed({ epcisBody: problems });
    const captured = await this.commands.execute<CaptureEpcisCommand, number>(
      new CaptureEpcisCommand(user.id, events, this.commands.context(request, user.id)),
    );
    return { captured };
  }

  @Get('events')
  @QuerySchema(eventsQuery)
  @ResponseDoc({
    description:
      'An EPCIS 2.0 JSON-LD query document (SimpleEventQuery) of the goods you registered or own now: commissioning ObjectEvents, packing AggregationEvents, warehouse and shipment ObjectEvents (OBSERVE), ownership TransactionEvents; oldest first. At most `perPage` events (default 1000); when more follow, the `Link` header names the next page (`<…?nextPageToken=…>; rel=next`).',
    schema: queryDocumentSchema,
    example: {
      '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld'],
      type: 'EPCISQueryDocument',
      schemaVersion: '2.0',
      epcisBody: { queryResults: { queryName: 'SimpleEventQuery', resultsBody: { eventList: [] } } },
    },
  })
  async events(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response, @CurrentUser() user: AuthUser) {
    const q = parseBody(eventsQuery, query);
    response.setHeader('GS1-EPCIS-Version', '2.0.0');
    const perPage = q.perPage ?? PER_PAGE;
    const { document, next } = await this.views.events(user.id, {
      matchEpc: q.MATCH_epc,
      geEventTime: q.GE_eventTime,
      ltEventTime: q.LT_eventTime,
      eventTypes: q.eventType?.split(',').map((t) => t.trim()),
      limit: perPage,
      after: q.nextPageToken,
    });
    if (next) {
      // The same query from where this page ended, as the EPCIS 2.0 REST binding pages: `Link: <…>; rel="next"`.
      const params = new URLSearchParams();
      for (const name of REPEATED) if (typeof query[name] === 'string') params.set(name, query[name]);
      params.set('perPage', String(perPage));
      params.set('nextPageToken', pageToken(next));
      response.setHeader('Link', `<${this.config.publicUrl}/api/epcis/events?${params}>; rel="next"`);
    }
    return document;
  }
}
