// Shared helpers of the benchmark processes: child processes, the server under test, percentiles.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BENCH = join(ROOT, 'bench');
/** The compiled product (`npm run build:server`), loaded as CommonJS. */
export const requireDist = createRequire(join(ROOT, 'dist', 'services', 'main.js'));

export const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing-0123456789';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** Runs `node file args` and resolves with the last JSON line it printed on stdout. */
export function runNode(file, args = [], { env = {}, nodeArgs = [], echo = true } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, file, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (echo) for (const line of String(chunk).split('\n')) if (line && !line.startsWith('{')) process.stderr.write(`    ${line}\n`);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').filter((l) => l.startsWith('{')).pop();
      if (code !== 0 || !last) return reject(new Error(`${file} ${args.join(' ')} exited ${code}`));
      resolvePromise(JSON.parse(last));
    });
  });
}

/** Process statistics from /proc: resident set size and its peak, in MiB. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rssMiB: kb('VmRSS') / 1024, peakMiB: kb('VmHWM') / 1024 };
  } catch {
    return { rssMiB: NaN, peakMiB: NaN };
  }
}

/** CPU seconds (user + system, all threads) a process has used so far, from /proc (clock ticks of 1/100 s). */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm) ": state is the first; utime and stime are fields 14 and 15 of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The product server (`node dist/services/main.js`) as a child process. */
export class Server {
  constructor({ dataDir, port, env = {}, nodeArgs = [] }) {
    this.dataDir = dataDir;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.env = {
      // 'test': sign-in codes come from the file outbox (production refuses to start without SMTP_URL) and
      // request logs stay off, as a bench measures the server rather than its log output.
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET,
      // Sign-in limits and token lifetime sized for a bench that signs in a few dozen users from one IP.
      AUTH_PER_IP: '100000',
      OTP_PER_ADDRESS: '1000',
      // The bench drives the server from one IP and a few users far beyond any client's rate.
      REQUESTS_PER_IP: '100000000',
      REQUESTS_PER_USER: '100000000',
      ACCESS_TOKEN_TTL: '7200',
      WEB_DIST: join(dataDir, 'no-web'),
      ...env,
    };
    this.nodeArgs = nodeArgs;
  }

  /** Starts the server; resolves with seconds from spawn to the first 200 of /api/health with no projection lag. */
  async start() {
    const started = performance.now();
    // As production starts it (Dockerfile, npm start): a heap limit below 2 GiB, so V8 grows the heap to ~2x its live size, not 4x.
    this.child = spawn(process.execPath, ['--max-old-space-size=2000', '--max-semi-space-size=32', ...this.nodeArgs, join(ROOT, 'dist', 'services', 'main.js')], {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.exited = new Promise((r) => this.child.once('exit', r));
    let healthyAt;
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`server exited with ${this.child.exitCode}`);
      try {
        const response = await fetch(`${this.url}/api/health`);
        if (response.ok) {
          healthyAt ??= performance.now();
          const body = await response.json();
          if (body.projections.behind === 0) {
            return { healthySeconds: (healthyAt - started) / 1000, caughtUpSeconds: (performance.now() - started) / 1000 };
          }
        }
      } catch {
        // not listening yet
      }
      await sleep(20);
    }
  }

  get pid() {
    return this.child?.pid;
  }

  memory() {
    return memoryOf(this.child.pid);
  }

  cpuSeconds() {
    return cpuSecondsOf(this.child.pid);
  }

  async stop() {
    if (!this.child || this.child.exitCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
    await this.exited;
    clearTimeout(timer);
  }

  async api(method, path, body, token) {
    const response = await fetch(`${this.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }

  /** Signs in through the real endpoints with the code mailed to DATA_DIR/outbox, and sets the full name. */
  async signIn(email, fullname) {
    const outbox = join(this.dataDir, 'outbox');
    const mails = () => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith(`-${email}.eml`)).sort();
      } catch {
        return [];
      }
    };
    const before = new Set(mails());
    await this.api('POST', '/account/sendotp', { email });
    let file;
    for (let i = 0; i < 500 && !file; i += 1) {
      file = mails().find((f) => !before.has(f));
      if (!file) await sleep(10);
    }
    if (!file) throw new Error(`no mail for ${email}`);
    const code = /code is (\d{6})/.exec(readFileSync(join(outbox, file), 'utf8'))[1];
    const login = await this.api('POST', '/account/login', { email, otp: code });
    await this.api('PATCH', '/account/updateuser', { fullname }, login.access);
    const me = await this.api('GET', '/account/getuser', undefined, login.access);
    return { id: me.id, email, token: login.access };
  }
}

/** The sample product of the runs: the API tests' one. */
export const PRODUCT = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'product.json'), 'utf8'));

export { sleep };

/** A TCP port free right now on 127.0.0.1 (other servers may run on this machine). */
export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}
