import { Injectable } from '@nestjs/common';
import { Projection } from './projection.types';

/** Context modules register their projections here during module init; the runner starts after. */
@Injectable()
export class ProjectionRegistry {
  private readonly projections: Projection[] = [];

  register(projection: Projection): void {
    if (this.projections.some((p) => p.name === projection.name)) {
      throw new Error(`Projection ${projection.name} registered twice`);
    }
    this.projections.push(projection);
  }

  all(): Projection[] {
    return [...this.projections];
  }
}
