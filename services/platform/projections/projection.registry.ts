import { FactoryProvider, Injectable, OnModuleInit } from '@nestjs/common';
import { Projection } from './projection.types';

/** Context modules register their projections here during module init; the runner starts after. */
@Injectable()
export class ProjectionRegistry {
  private readonly projections: Projection[] = [];

  register(projection: Projection): void {
    if (this.projections.some((p) => p.name === projection.name)) {
      throw new Error(`Projection ${projection.name} registered twice`);
    }
    // A projection's collections are its own: the runner empties them before replaying it (see its start).
    const shared = this.projections.find((p) => p.collections.some((c) => projection.collections.includes(c)));
    if (shared) throw new Error(`Projections ${shared.name} and ${projection.name} both write ${shared.collections.filter((c) => projection.collections.includes(c)).join(', ')}`);
    this.projections.push(projection);
  }

  all(): Projection[] {
    return [...this.projections];
  }
}

/**
 * How a context module registers its projections: list `registerProjections(a, b)` among its providers, and
 * they are registered, in the order given, when the module initialises (before the runner starts).
 */
export function registerProjections(...projections: Projection[]): FactoryProvider<OnModuleInit> {
  return {
    provide: Symbol(`projections ${projections.map((p) => p.name).join(', ')}`),
    inject: [ProjectionRegistry],
    useFactory: (registry: ProjectionRegistry) => ({
      onModuleInit: () => {
        for (const projection of projections) registry.register(projection);
      },
    }),
  };
}
