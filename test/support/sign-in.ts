import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A signed-in user as the tests use it. */
export interface Session {
  id: string;
  email: string;
  access: string;
  refresh: string;
  auth: { Authorization: string };
}

/**
 * The newest sign-in code mailed to `email` by a server without SMTP (the `.eml` files it writes into
 * `DATA_DIR/outbox/`, named `<ms>-<hrtime>-<address>.eml`). Throws when there is none.
 */
export function mailedCode(dataDir: string, email: string): string {
  const outbox = join(dataDir, 'outbox');
  const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(`-${email}.eml`)).sort() : [];
  if (files.length === 0) throw new Error(`no mail for ${email} in ${outbox}`);
  const body = readFileSync(join(outbox, files[files.length - 1]), 'utf8');
  const code = /code is (\d{6})/.exec(body)?.[1];
  if (!code) throw new Error(`no 6-digit code in the newest mail to ${email}`);
  return code;
}

async function json(baseUrl: string, method: string, path: string, body?: unknown, auth?: Record<string, string>) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...auth },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Signs in through the real endpoints of a listening server (`baseUrl` without `/api`) with the code it
 * mailed into `dataDir`, optionally setting the full name.
 */
export async function signInAt(baseUrl: string, dataDir: string, email: string, fullname?: string): Promise<Session> {
  await json(baseUrl, 'POST', '/api/account/sendotp', { email });
  const login = await json(baseUrl, 'POST', '/api/account/login', { email, otp: mailedCode(dataDir, email) });
  const auth = { Authorization: `Bearer ${login.access}` };
  if (fullname) await json(baseUrl, 'PATCH', '/api/account/updateuser', { fullname }, auth);
  const me = await json(baseUrl, 'GET', '/api/account/getuser', undefined, auth);
  return { id: me.id, email, access: login.access, refresh: login.refresh, auth };
}
