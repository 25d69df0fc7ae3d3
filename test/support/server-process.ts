import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
export const SERVER_ENTRY = join(ROOT, 'dist/services/main.js');
export const REBUILD_ENTRY = join(ROOT, 'dist/services/rebuild-projections.js');
const JWT_SECRET = 'crash-test-secret-that-is-long-enough-for-hs256';

/**
 * Compiles the server into dist/ (`npm run build:server`, incremental), so tests run the code of this tree.
 * tsc emits even when it reports type errors; those are the typecheck step's to fail on, so they are only
 * shown here, and the build fails the test only when it produced no server.
 */
export function buildServer(): void {
  const built = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, encoding: 'utf8' });
  if (built.status === 0) return;
  const output = `${built.stdout}\n${built.stderr}`;
  if (!existsSync(SERVER_ENTRY) || !/error TS\d+/.test(output)) throw new Error(`npm run build:server failed:\n${output}`);
  console.warn(`npm run build:server reported type errors (the JavaScript was emitted):\n${output}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** The environment of a test server on `dataDir`: fixed JWT secret (tokens survive restarts), file outbox, loose sign-in limits. */
export function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { SMTP_URL: _smtp, EVENT_STORE: _es, READ_STORE: _rs, ROLE: _role, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET,
    AUTH_PER_IP: '1000',
    OTP_PER_ADDRESS: '100',
    ...extra,
  };
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code or signal once the process has exited. */
  exited: Promise<string>;
  /** Sends `signal` and waits for the exit (SIGKILL after 10 s if it does not go). */
  stop: (signal?: NodeJS.Signals) => Promise<string>;
}

/** Spawns the built server (`node dist/services/main.js`) on a free port and waits for /api/health to answer 200. */
export async function spawnServer(dataDir: string, extra: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  // The heap limit production starts the server with (Dockerfile, start:prod).
  const child = spawn(process.execPath, ['--max-old-space-size=2000', '--max-semi-space-size=32', SERVER_ENTRY], {
    cwd: ROOT,
    env: serverEnv(dataDir, { PORT: String(port), PUBLIC_URL: baseUrl, ...extra }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<string>((done) => child.once('exit', (code, signal) => done(signal ?? String(code))));
  const server: ServerProcess = {
    baseUrl,
    child,
    output: () => log,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`server did not answer /api/health within 30 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `npm run projections:rebuild` on `dataDir` (the built script, as an operator runs it). */
export function rebuildProjectionsIn(dataDir: string): string {
  const run = spawnSync(process.execPath, [REBUILD_ENTRY], { cwd: ROOT, env: serverEnv(dataDir), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`projections:rebuild failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}
