import { io, Socket } from 'socket.io-client';

/** A socket.io client on one of our namespaces that records every event it receives. */
export class LiveClient {
  readonly socket: Socket;
  readonly received: { event: string; payload: unknown }[] = [];

  constructor(url: string, namespace: '/live' | '/track', token?: string) {
    this.socket = io(`${url}${namespace}`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
      forceNew: true,
    });
    this.socket.onAny((event, payload) => this.received.push({ event, payload }));
  }

  connected(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.connected) return resolve();
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', (error) => reject(error));
    });
  }

  /** Resolves with the first payload of `event` (received from now on, or already) that matches. */
  next<T = unknown>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
    const already = this.received.find((r) => r.event === event && match(r.payload as T));
    if (already) return Promise.resolve(already.payload as T);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.socket.off(event, listener);
        reject(new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`));
      }, timeoutMs);
      const listener = (payload: T) => {
        if (!match(payload)) return;
        clearTimeout(timer);
        this.socket.off(event, listener);
        resolve(payload);
      };
      this.socket.on(event, listener);
    });
  }

  clear(): void {
    this.received.length = 0;
  }

  close(): void {
    this.socket.close();
  }
}
