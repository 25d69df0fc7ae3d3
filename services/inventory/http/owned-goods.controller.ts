import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { QuerySchema } from '../../platform/http/openapi.document';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { OwnedGoodsViews } from '../queries/owned-goods.views';

const ownedQuery = z.object({
  type: z.enum(['item', 'package'], { error: (issue) => `"${String(issue.input)}" is not a valid choice.` }).optional(),
  q: field.optionalText(100),
  limit: field.int(1, 200).optional(),
  offset: field.int(0, 10_000_000).optional(),
});

/** Everything the signed-in user owns now, registered or received (API.md, "Stock items"). */
@Controller('inventory')
export class OwnedGoodsController {
  constructor(private readonly views: OwnedGoodsViews) {}

  /** `{count, results}`, newest first; `type` (item, package), `q` (ids and names), `limit` (≤ 200, default 50), `offset`. */
  @Get('owned')
  @QuerySchema(ownedQuery)
  @UseGuards(JwtAuthGuard)
  async owned(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser) {
    const q = parseBody(ownedQuery, query);
    return this.views.owned(user.id, { type: q.type, q: q.q, skip: q.offset ?? 0, limit: q.limit ?? 50 });
  }
}
