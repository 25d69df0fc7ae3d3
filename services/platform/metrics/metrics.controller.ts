import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { AppConfig, CONFIG } from '../../config/config';
import { Public } from '../auth/public.decorator';
import { DomainError } from '../errors/domain.errors';
import { Metrics } from './metrics.service';
import { PLATFORM } from '../errors/platform.errors';

/**
 * Prometheus scrape endpoint. Not behind user sign-in (a scraper has no account); with METRICS_TOKEN set
 * it needs `Authorization: Bearer <METRICS_TOKEN>`.
 */
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) response: Response): Promise<string> {
    const token = this.config.METRICS_TOKEN;
    if (token) {
      const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '');
      const expected = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new DomainError('unauthorized', PLATFORM.METRICS_TOKEN, 'Authentication credentials were not provided.');
      }
    }
    response.setHeader('Content-Type', this.metrics.registry.contentType);
    return this.metrics.registry.metrics();
  }
}
