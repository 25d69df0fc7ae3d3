import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSmtpServer } from '../support/fake-smtp';
import { ROOT, SERVER_ENTRY, buildServer, serverEnv, spawnServer } from '../support/server-process';
import { tempDir } from '../support/temp-dir';

/** The built server as production runs it: required settings, JSON logs with request ids, no sign-in codes in them. */
describe('NODE_ENV=production', () => {
  const smtp = new FakeSmtpServer();
  let smtpUrl = '';
  beforeAll(async () => {
    buildServer();
    smtpUrl = await smtp.start();
  });
  afterAll(async () => smtp.stop());

  it('refuses to start without JWT_SECRET, PUBLIC_URL and SMTP_URL, naming them', () => {
    const dir = tempDir('prod-');
    try {
      const env = serverEnv(dir.path, { NODE_ENV: 'production' });
      delete env.JWT_SECRET;
      delete env.PUBLIC_URL;
      delete env.SMTP_URL;
      const run = spawnSync(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, encoding: 'utf8', timeout: 30_000 });
      expect(run.status).toBe(1);
      for (const key of ['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL']) expect(run.stderr).toContain(key);
    } finally {
      dir.cleanup();
    }
  });

  it('logs JSON lines with request ids, and never a sign-in code', async () => {
    const dir = tempDir('prod-');
    const server = await spawnServer(dir.path, { NODE_ENV: 'production', SMTP_URL: smtpUrl });
    try {
      const sent = await fetch(`${server.baseUrl}/api/account/sendotp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-prod-0001' },
        body: JSON.stringify({ email: 'prod@example.com' }),
      });
      expect(sent.status).toBe(200);
      const code = /code is (\d{6})/.exec(smtp.mails.at(-1)!.data)![1];
      const login = await fetch(`${server.baseUrl}/api/account/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'prod@example.com', otp: code }),
      });
      expect(login.status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      const lines = server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { req?: { id?: string; path?: string }; res?: { status?: number } });
      const request = lines.find((l) => l.req?.path === '/api/account/sendotp');
      expect(request).toMatchObject({ req: { id: 'req-prod-0001', method: 'POST' }, res: { status: 200 } });
      expect(lines.some((l) => l.req?.path === '/api/account/login' && typeof l.req.id === 'string')).toBe(true);
      expect(server.output()).not.toContain(code);
      expect(server.output()).not.toMatch(/Bearer|"authorization"/i);
    } finally {
      await server.stop();
      dir.cleanup();
    }
  });
});
