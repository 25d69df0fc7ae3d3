import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { RateLimited } from '../../platform/errors/domain.errors';
import { Metrics } from '../../platform/metrics/metrics.service';

/**
 * At most one stock import per user at a time (429 otherwise), decided before multer reads the file: a
 * guard runs before the route's interceptors. The slot is freed when the response is finished or the
 * connection closes. (Per process; the import itself is atomic whatever runs elsewhere.)
 */
@Injectable()
export class OneImportPerUserGuard implements CanActivate {
  private readonly running = new Set<string>();

  constructor(private readonly metrics: Metrics) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const response = context.switchToHttp().getResponse<Response>();
    const userId = request.user?.id;
    if (!userId) return true;
    if (this.running.has(userId)) {
      this.metrics.imports.inc({ outcome: 'busy' });
      throw new RateLimited(5);
    }
    this.running.add(userId);
    this.metrics.importsRunning.inc();
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      this.running.delete(userId);
      this.metrics.importsRunning.dec();
    };
    response.once('finish', free);
    response.once('close', free);
    return true;
  }
}
