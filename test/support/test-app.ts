import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { loadConfig } from '../../services/config/config';
import { createApp } from '../../services/platform/http/app.factory';
import product from '../fixtures/product.json';
import { Session, mailedCode, signInAt } from './sign-in';
import { tempDir } from './temp-dir';

export interface TestApp {
  app: INestApplication;
  url: string;
  dataDir: string;
  api: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** The real Nest app on the embedded stores in a fresh temp DATA_DIR, listening on a free port. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = tempDir('api-');
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir.path, PORT: '0', JWT_SECRET: TEST_JWT_SECRET, ...env });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    app,
    url,
    dataDir: dir.path,
    api: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      dir.cleanup();
    },
  };
}

/** The newest sign-in code mailed to `email` (the outbox .eml files of a server without SMTP). */
export function lastOtp(dataDir: string, email: string): string {
  return mailedCode(dataDir, email);
}

export type { Session };

/** Signs in through the real endpoints and the mailed code, optionally setting the full name. */
export async function signIn(t: TestApp, email: string, fullname?: string): Promise<Session> {
  return signInAt(t.url, t.dataDir, email, fullname);
}

/** The sample product of the API tests (and of the bench, which reads the same file). */
/** PATCH /api/account/updateuser as this user: send fields or attach a profile image, then expect. */
export const updateUser = (t: TestApp, s: Session) => t.api().patch('/api/account/updateuser').set(s.auth);

export const PRODUCT = product;

/** A product of `owner` with `count` stock items; returns the product id and the items' display ids. */
export async function productWithItems(t: TestApp, owner: Session, count: number): Promise<{ productId: string; items: string[] }> {
  const product = await t.api().post('/api/product/addproduct').set(owner.auth).send(PRODUCT).expect(201);
  const added = await t
    .api()
    .post('/api/inventory/additem')
    .set(owner.auth)
    .send({ product_id: product.body.id, no_of_item: count, location: '28.4595&77.0266' })
    .expect(201);
  return { productId: product.body.id, items: added.body.items.map((i: { display_id: string }) => i.display_id) };
}
