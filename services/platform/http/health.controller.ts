import { Controller, Get } from '@nestjs/common';
import { ProjectionLifecycle } from '../projections/projection-lifecycle';

/** Readiness and projection lag. */
@Controller()
export class HealthController {
  constructor(private readonly projections: ProjectionLifecycle) {}

  @Get('health')
  async health() {
    const lag = await this.projections.lag();
    return {
      status: 'ok',
      projections: { ...lag, error: this.projections.runner?.lastError ?? null },
    };
  }
}
