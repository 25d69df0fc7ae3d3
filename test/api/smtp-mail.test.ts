import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSmtpServer } from '../support/fake-smtp';
import { TestApp, startTestApp } from '../support/test-app';

describe('sign-in mail through SMTP_URL', () => {
  const smtp = new FakeSmtpServer();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SMTP_URL: await smtp.start(), MAIL_FROM: 'Provenance <codes@provenance.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('delivers the code over SMTP and writes no outbox file', async () => {
    await t.api().post('/api/account/sendotp').send({ email: 'smtp.user@example.com' }).expect(200);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.from).toBe('codes@provenance.test');
    expect(mail.to).toEqual(['smtp.user@example.com']);
    const code = /code is (\d{6})/.exec(mail.data)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(existsSync(join(t.dataDir, 'outbox'))).toBe(false);
    const login = await t.api().post('/api/account/login').send({ email: 'smtp.user@example.com', otp: code }).expect(200);
    expect(login.body.access).toBeTruthy();
  });
});
