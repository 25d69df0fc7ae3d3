import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { Public } from '../../platform/auth/public.decorator';
import { QuerySchema } from '../../platform/http/openapi.document';
import { CLOCK, Clock } from '../../platform/domain/clock.port';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { CounterfeitReportViews } from '../queries/counterfeit-report.views';
import { PUBLIC_STATS_TTL_SECONDS, PublicStatsViews } from '../queries/public-stats.views';
import { MONTH, monthsBetween } from '../queries/report-months.rules';
import { MAX_RANGE_MONTHS, ReportViews } from '../queries/report.views';

const pageQuery = z.object({
  limit: field.int(1, 200).optional(),
  offset: field.int(0, 10_000_000).optional(),
});

const month = () => z.string({ error: 'Not a valid string.' }).trim().regex(MONTH, 'Enter a month as YYYY-MM (UTC).').optional();
const rangeQuery = z.object({ from: month(), to: month() });

const activitiesQuery = z.object({
  limit: field.int(1, 100).optional(),
  before: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .refine((v) => /^[1-9]\d{0,15}$/.test(v) || !Number.isNaN(Date.parse(v)), 'Enter the id of an entry or a time (ISO 8601).')
    .optional(),
});

/** `from`/`to`: UTC months `YYYY-MM`, both included, `from` not after `to`, at most 120 months apart. */
function parseRange(query: Record<string, unknown>) {
  const range = parseBody(rangeQuery, query);
  if (range.from && range.to) {
    if (range.from > range.to) throw ValidationFailed.nonField('"from" must not be after "to".');
    if (monthsBetween(range.from, range.to).length > MAX_RANGE_MONTHS) {
      throw ValidationFailed.nonField(`A range covers at most ${MAX_RANGE_MONTHS} months.`);
    }
  }
  return range;
}

/**
 * Complaints about what the signed-in user registered (brand) or owns now, newest first; `limit` (default
 * 50, at most 200) and `offset` page, the total is in `X-Total-Count`.
 */
@Controller('inventory')
export class ComplaintListController {
  constructor(private readonly views: CounterfeitReportViews) {}

  @Get('complain')
  @QuerySchema(pageQuery)
  @UseGuards(JwtAuthGuard)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response, @CurrentUser() user: AuthUser) {
    const q = parseBody(pageQuery, query);
    response.setHeader('X-Total-Count', String(await this.views.count(user.id)));
    return this.views.complaints(user.id, { skip: q.offset ?? 0, limit: q.limit ?? 50 });
  }
}

/** The dashboard's figures (`/product/matrix`, the path the specification names). */
@Controller('product')
export class DashboardController {
  constructor(
    private readonly reports: ReportViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('matrix')
  @UseGuards(JwtAuthGuard)
  async matrix(@CurrentUser() user: AuthUser) {
    return this.reports.dashboard(user.id, this.clock.now());
  }
}

@Controller()
export class ReportsController {
  constructor(
    private readonly counterfeit: CounterfeitReportViews,
    private readonly stats: PublicStatsViews,
    private readonly reports: ReportViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The counterfeit report: totals by reason and by month, and the latest complaints. */
  @Get('reports/counterfeit')
  @UseGuards(JwtAuthGuard)
  async counterfeitReport(@CurrentUser() user: AuthUser) {
    return this.counterfeit.summary(user.id);
  }

  /** Stock owned now by product, state and month got, expiring within 90 days, under warranty, by warehouse. */
  @Get('reports/inventory')
  @QuerySchema(rangeQuery)
  @UseGuards(JwtAuthGuard)
  async inventoryReport(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser) {
    return this.reports.inventory(user.id, parseRange(query), this.clock.now());
  }

  /** Packed, warehoused and transported counts, shipments by mode and status, deliveries per month, the shipments. */
  @Get('reports/logistics')
  @QuerySchema(rangeQuery)
  @UseGuards(JwtAuthGuard)
  async logisticsReport(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser) {
    return this.reports.logistics(user.id, parseRange(query), this.clock.now());
  }

  /** What the user did and what happened to their goods, newest first, `limit` (default 20, at most 100) before `before`. */
  @Get('reports/activities')
  @QuerySchema(activitiesQuery)
  @UseGuards(JwtAuthGuard)
  async activities(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser) {
    const q = parseBody(activitiesQuery, query);
    const before = q.before === undefined ? undefined : /^\d+$/.test(q.before) ? { seq: Number(q.before) } : { at: new Date(q.before).toISOString() };
    return this.reports.activities(user.id, q.limit ?? 20, before);
  }

  /** The landing page's headline figures (public). */
  @Get('public/stats')
  @Public()
  async publicStats(@Res({ passthrough: true }) response: Response) {
    response.setHeader('Cache-Control', `public, max-age=${PUBLIC_STATS_TTL_SECONDS}`);
    return this.stats.figures();
  }
}
