import type { Page } from 'playwright-core';
import type { TestServer } from './server';

export type Session = { email: string; access: string; refresh: string };

async function call<T>(server: TestServer, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Signs in through the API with the mailed code (for test set-up; the UI sign-in has its own test). */
export async function signInViaApi(server: TestServer, email: string, fullname?: string): Promise<Session> {
  const before = server.mailCount(email);
  await call(server, '/account/sendotp', { body: { email } });
  const otp = await server.waitForOtp(email, { after: before });
  const tokens = await call<{ access: string; refresh: string }>(server, '/account/login', { body: { email, otp } });
  const session = { email, ...tokens };
  if (fullname) await setFullname(server, session, fullname);
  return session;
}

async function setFullname(server: TestServer, session: Session, fullname: string): Promise<void> {
  const form = new FormData();
  form.set('fullname', fullname);
  const response = await fetch(`${server.baseUrl}/api/account/updateuser`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${session.access}` },
    body: form,
  });
  if (!response.ok) throw new Error(`updateuser → ${response.status} ${await response.text()}`);
}

/** Puts a session into the page's localStorage (the app reads `token` and `refresh`). */
export async function useSession(page: Page, server: TestServer, session: Session): Promise<void> {
  await page.goto(`${server.baseUrl}/thankyou`);
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('token', access);
    localStorage.setItem('refresh', refresh);
  }, session);
}

/** A product with `count` stock items owned by the session's user; returns the items' display ids. */
export async function seedStock(server: TestServer, session: Session, count: number, name = 'Heritage Chronograph'): Promise<{ productId: string; displayIds: string[] }> {
  const [categories, colors] = await Promise.all([
    call<{ id: number }[]>(server, '/product/getcategory', { token: session.access }),
    call<{ id: number }[]>(server, '/product/getcolor', { token: session.access }),
  ]);
  const product = await call<{ id: string }>(server, '/product/addproduct', {
    token: session.access,
    body: {
      name,
      brand: 'Maison Aurel',
      sku: `SKU-${Date.now()}`,
      warranty: '2030-01-01',
      expire: '2040-01-01',
      location: 'Geneva',
      category: categories[0]!.id,
      color: colors[0]!.id,
    },
  });
  const { items } = await call<{ items: { display_id: string }[] }>(server, '/inventory/additem', {
    token: session.access,
    body: { product_id: product.id, no_of_item: count, location: '46.2044&6.1432' },
  });
  return { productId: product.id, displayIds: items.map((item) => item.display_id) };
}

export async function requestOwnershipViaApi(server: TestServer, session: Session, displayId: string): Promise<string> {
  const { request_id } = await call<{ request_id: string }>(server, '/inventory/requiststockitemowner', {
    token: session.access,
    body: { stock_item: displayId },
  });
  return request_id;
}

export async function ownersOf(server: TestServer, session: Session, displayId: string): Promise<{ owner: { id: string; fullname: string } }[]> {
  const { owners } = await call<{ owners: { owner: { id: string; fullname: string } }[] }>(
    server,
    `/inventory/getstockitemowner/${displayId}`,
    { token: session.access },
  );
  return owners;
}
