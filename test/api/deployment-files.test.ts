import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a team installs and deploys from: the lock file `npm ci` installs on any platform, CI using it, the
 * Docker image's Node, and the compose file's stores (pinned, projections off, no published port).
 */

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

/** Where Node would find `name` from the package installed at `at` (its node_modules, then each parent's). */
function resolveInLock(packages: Record<string, LockedPackage>, at: string, name: string): string | undefined {
  for (let dir = at; ; dir = dirname(dir)) {
    const base = dir === '.' || dir === '' ? '' : `${dir}/`;
    const candidate = `${base}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (dir === '.' || dir === '' || dir === '/') return undefined;
  }
}

/** The services of a compose file, each with its own lines (two-space indented blocks under `services:`). */
function composeServices(text: string): Map<string, string> {
  const services = new Map<string, string>();
  const body = text.split(/^services:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  for (const block of body.split(/^(?= {2}[\w-]+:\s*$)/m)) {
    const name = /^ {2}([\w-]+):/.exec(block)?.[1];
    if (name) services.set(name, block);
  }
  return services;
}

describe('npm ci on the lock file, on every platform', () => {
  it('locks every optional native package of every locked package, so no platform misses its binary', () => {
    const packages = (JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> }).packages;
    const missing: string[] = [];
    for (const [path, pkg] of Object.entries(packages)) {
      for (const name of Object.keys(pkg.optionalDependencies ?? {})) {
        if (!resolveInLock(packages, path, name)) missing.push(`${path} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('CI installs with npm ci', () => {
    expect(read('.ci/run')).toMatch(/^npm ci\b/m);
  });
});

describe('the Docker image and compose', () => {
  it('runs a Node LTS release (an even major, 20 or later)', () => {
    const majors = [...read('Dockerfile').matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]));
    expect(majors.length).toBeGreaterThan(0);
    for (const major of majors) {
      expect(major % 2, `node:${major} is not an LTS line`).toBe(0);
      expect(major).toBeGreaterThanOrEqual(20);
    }
  });

  it('pins KurrentDB to a release with multi-stream appends, turns its projections off, and publishes no store port', () => {
    const services = composeServices(read('docker-compose.yml'));
    const eventstore = services.get('eventstore') ?? '';
    const [, major, minor] = /image:\s*kurrentplatform\/kurrentdb:(\d+)\.(\d+)\.\d+\s*$/m.exec(eventstore) ?? [];
    expect(major, 'the KurrentDB image is pinned to a full version').toBeDefined();
    expect(Number(major) * 100 + Number(minor)).toBeGreaterThanOrEqual(2501);
    expect(eventstore).toMatch(/KURRENTDB_RUN_PROJECTIONS:\s*None/);
    for (const store of ['eventstore', 'mongo']) {
      expect(services.has(store), store).toBe(true);
      expect(services.get(store), `${store} publishes a port`).not.toMatch(/^\s+ports:/m);
    }
    expect(services.get('app')).toMatch(/NODE_ENV:\s*production/);
  });
});

describe('the server’s Node flags', () => {
  it('are the same wherever the server starts: production, npm start, the bench and the tests', () => {
    // package.json: the server's start script (the rebuild script is another process, with a young generation of its own).
    const text = (file: string) => (file === 'package.json' ? JSON.parse(read(file)).scripts['start:prod'] : read(file));
    const heapFlags = (file: string) => text(file).match(/--max-(old|semi)-space-size=\d+/g) ?? [];
    const docker = heapFlags('Dockerfile');
    expect(docker).toHaveLength(2);
    for (const file of ['package.json', 'scripts/start.mjs', 'bench/lib/util.mjs', 'vitest.config.mts', 'test/support/server-process.ts']) {
      expect(heapFlags(file), file).toEqual(docker);
    }
  });
});
