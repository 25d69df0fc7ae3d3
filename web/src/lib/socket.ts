import { io, type Socket } from 'socket.io-client';
import { appConfig } from './config';

/**
 * Sockets connect to the API origin (same origin by default) on path /socket.io. WebSocket first; polling
 * stays available as the fallback for proxies that block upgrades.
 */
export function connectNamespace(namespace: '/live' | '/track', options: Parameters<typeof io>[1] = {}): Socket {
  return io(`${appConfig.apiOrigin}${namespace}`, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    ...options,
  });
}
