import { afterAll, beforeAll } from 'vitest';
import { LiveClient } from './live-client';
import { Session, TestApp, signIn, startTestApp } from './test-app';

/** People of a test file: name → e-mail and optional full name, signed in in this order. */
export type People<P extends string> = Record<P, readonly [email: string, fullname?: string]>;

export interface ApiSuite {
  /** The file's app; a stable handle, so hooks and tests read it as a constant (only once the suite has started). */
  t: TestApp;
  /** Live clients of the file, closed before the app. */
  sockets: LiveClient[];
  /** A connected client on /live for `who`, closed after the file's tests. */
  live: (who: Session) => Promise<LiveClient>;
}

/**
 * The set-up most API test files share: before their tests, the real app on a fresh DATA_DIR (with `env`) and
 * its people signed in through the real endpoints; after them, every live client closed, then the app.
 * Register it first in the describe block: beforeAll hooks run in order, so the file's own ones see the app.
 */
export function apiSuite<P extends string = never>(people: People<P> = {} as People<P>, env: Record<string, string> = {}): ApiSuite & Record<P, Session> {
  let app: TestApp | undefined;
  const started = (): TestApp => {
    if (!app) throw new Error('the API suite has not started yet: use it inside hooks and tests');
    return app;
  };
  const t: TestApp = {
    get app() {
      return started().app;
    },
    get url() {
      return started().url;
    },
    get dataDir() {
      return started().dataDir;
    },
    api: () => started().api(),
    close: () => started().close(),
  };
  const sockets: LiveClient[] = [];
  const sessions = Object.fromEntries(Object.keys(people).map((name) => [name, {} as Session])) as Record<P, Session>;

  beforeAll(async () => {
    app = await startTestApp(env);
    for (const [name, [email, fullname]] of Object.entries(people) as [P, People<P>[P]][]) {
      Object.assign(sessions[name], await signIn(app, email, fullname));
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.close();
  });

  const live = async (who: Session) => {
    const client = new LiveClient(t.url, '/live', who.access);
    sockets.push(client);
    await client.connected();
    return client;
  };
  return { ...sessions, t, sockets, live };
}
