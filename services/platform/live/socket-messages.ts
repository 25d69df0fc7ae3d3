import { Logger } from '@nestjs/common';
import type { Socket } from 'socket.io';

type MessageHandler = (socket: Socket, body: unknown) => Promise<unknown>;

const logger = new Logger('LiveMessages');

/**
 * Listens for a gateway's client messages on one socket: the handler gets the message body, and its answer goes
 * to the client's acknowledgement callback when it sent one (as `emitWithAck` expects). A handler that throws
 * answers `{ ok: false }`.
 *
 * This replaces Nest's `@SubscribeMessage`, which binds every message of every connected socket through an rxjs
 * pipeline (fromEvent, mergeMap, takeUntil a shared disconnect stream): about 50 objects and closures per socket,
 * kept for the socket's whole life in the old generation. A /live server holds thousands of sockets; these
 * gateways have no guards, pipes or interceptors of their own to run (the global request guard passes non-HTTP
 * contexts), so a plain listener does the same work.
 */
export function onMessages(socket: Socket, handlers: Record<string, MessageHandler>): void {
  for (const [event, handler] of Object.entries(handlers)) {
    socket.on(event, (...args: unknown[]) => {
      const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (answer: unknown) => void) : undefined;
      const body = args.length <= 1 ? args[0] : args;
      handler(socket, body).then(
        (answer) => ack?.(answer),
        (error: unknown) => {
          logger.error(`${event} failed`, error as Error);
          ack?.({ ok: false });
        },
      );
    });
  }
}
