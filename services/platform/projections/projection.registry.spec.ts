import { describe, expect, it } from 'vitest';
import { ProjectionRegistry } from './projection.registry';
import { Projection } from './projection.types';

const projection = (name: string, collections: string[]): Projection => ({ name, collections, handlers: {} });

describe('ProjectionRegistry', () => {
  it('refuses a second projection with the same name', () => {
    const registry = new ProjectionRegistry();
    registry.register(projection('a.v1', ['as']));
    expect(() => registry.register(projection('a.v1', ['others']))).toThrow('registered twice');
  });

  it('refuses a projection that writes a collection another one writes (the runner empties a projection\'s own collections before a replay)', () => {
    const registry = new ProjectionRegistry();
    registry.register(projection('a.v1', ['as', 'shared']));
    expect(() => registry.register(projection('b.v1', ['bs', 'shared']))).toThrow('Projections a.v1 and b.v1 both write shared');
    registry.register(projection('c.v1', ['cs']));
    expect(registry.all().map((p) => p.name)).toEqual(['a.v1', 'c.v1']);
  });
});
