import { Injectable } from '@nestjs/common';
import { STOCK_ITEM_PREFIX } from '../../platform/domain/display-id.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';

/**
 * Bulk imports answered before their projections were done (see UploadStockHandler): a lookup of one of
 * their display ids that finds nothing waits for the import's projections, instead of calling an item that
 * is in the log "unknown" (a label printed right after the import and scanned at once). Lookups of other
 * ids never wait.
 */
@Injectable()
export class ImportsInProjection {
  private imports: { first: number; last: number; position: bigint }[] = [];

  constructor(private readonly projections: ProjectionLifecycle) {}

  add(firstDisplayId: string, lastDisplayId: string, position: bigint): void {
    this.imports.push({ first: numberOf(firstDisplayId), last: numberOf(lastDisplayId), position });
  }

  /** Whether `displayId` belongs to an import whose projections may not be done (then `settle` it). */
  covers(displayId: string): boolean {
    if (this.imports.length === 0) return false;
    const applied = this.projections.progress?.position;
    if (applied !== undefined) this.imports = this.imports.filter((i) => i.position > applied);
    const n = numberOf(displayId);
    return this.imports.some((i) => n >= i.first && n <= i.last);
  }

  /** Waits, while the projector makes progress, until the import holding `displayId` is projected. */
  async settle(displayId: string): Promise<void> {
    const n = numberOf(displayId);
    const owner = this.imports.find((i) => n >= i.first && n <= i.last);
    if (owner) await this.projections.settleWhileProgressing(owner.position);
  }
}

function numberOf(displayId: string): number {
  return displayId.startsWith(STOCK_ITEM_PREFIX) ? Number(displayId.slice(STOCK_ITEM_PREFIX.length)) : Number.NaN;
}
