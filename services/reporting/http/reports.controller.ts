import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { QuerySchema } from '../../platform/http/openapi';
import { field, parseBody } from '../../platform/http/validation';
import { CounterfeitReportViews } from '../queries/counterfeit-report-views';
import { PUBLIC_STATS_TTL_SECONDS, PublicStatsViews } from '../queries/public-stats-views';

const pageQuery = z.object({
  limit: field.int(1, 200).optional(),
  offset: field.int(0, 10_000_000).optional(),
});

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

@Controller()
export class ReportsController {
  constructor(
    private readonly counterfeit: CounterfeitReportViews,
    private readonly stats: PublicStatsViews,
  ) {}

  /** The counterfeit report: totals by reason and by month, and the latest complaints. */
  @Get('reports/counterfeit')
  @UseGuards(JwtAuthGuard)
  async counterfeitReport(@CurrentUser() user: AuthUser) {
    return this.counterfeit.summary(user.id);
  }

  /** The landing page's headline figures (public). */
  @Get('public/stats')
  async publicStats(@Res({ passthrough: true }) response: Response) {
    response.setHeader('Cache-Control', `public, max-age=${PUBLIC_STATS_TTL_SECONDS}`);
    return this.stats.figures();
  }
}
