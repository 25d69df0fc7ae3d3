import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../support/server-process';

const ROOT = resolve(__dirname, '../../..');
const SERVER_ENTRY = join(ROOT, 'dist/services/main.js');
const WEB_INDEX = join(ROOT, 'web/dist/index.html');

export type TestServer = {
  baseUrl: string;
  dataDir: string;
  /** The newest sign-in code mailed to `email` (read from the file outbox). */
  latestOtp(email: string): string;
  /** Waits for a code newer than the `after` count of mails already sent to `email`. */
  waitForOtp(email: string, options?: { after?: number; timeoutMs?: number }): Promise<string>;
  mailCount(email: string): number;
  stop(): Promise<void>;
};

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server did not become healthy within ${timeoutMs} ms:\n${output()}`);
}

/** Mails to one address, oldest first (file names start with a timestamp and contain the address). */
function mailsTo(outbox: string, email: string): string[] {
  if (!existsSync(outbox)) return [];
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml') && name.includes(safe))
    .sort((a, b) => {
      const [msA, hrA] = a.split('-');
      const [msB, hrB] = b.split('-');
      return Number(msA) - Number(msB) || (BigInt(hrA ?? '0') < BigInt(hrB ?? '0') ? -1 : 1);
    })
    .map((name) => join(outbox, name));
}

function codeIn(file: string): string {
  // The body may be quoted-printable; the code is the only 6-digit group.
  const text = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
  const body = text.split(/\r?\n\r?\n/).slice(1).join('\n');
  const match = /\b(\d{6})\b/.exec(body);
  if (!match) throw new Error(`No 6-digit code in ${file}`);
  return match[1]!;
}

/**
 * Starts the built server (`node dist/services/main.js`) on a free port with a fresh DATA_DIR, so each test
 * file gets its own embedded stores. The built web app (web/dist) is served by the same server.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build:server`);
  if (!existsSync(WEB_INDEX)) throw new Error(`${WEB_INDEX} is missing: run npm run build:web`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'provenance-browser-'));
  const baseUrl = `http://localhost:${port}`;
  let log = '';
  // No SMTP_URL: the server writes each mail into DATA_DIR/outbox, where the tests read the codes.
  const { SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      // Many sign-ins from one IP in one run: keep the real limits out of the way.
      AUTH_PER_IP: '1000',
      OTP_PER_ADDRESS: '100',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitForHealth(baseUrl, child, () => log);

  const outbox = join(dataDir, 'outbox');
  const server: TestServer = {
    baseUrl,
    dataDir,
    mailCount: (email) => mailsTo(outbox, email).length,
    latestOtp: (email) => {
      const mails = mailsTo(outbox, email);
      if (!mails.length) throw new Error(`No mail to ${email}`);
      return codeIn(mails[mails.length - 1]!);
    },
    async waitForOtp(email, { after = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mails = mailsTo(outbox, email);
        if (mails.length > after) return codeIn(mails[mails.length - 1]!);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`No sign-in mail to ${email} within ${timeoutMs} ms`);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
