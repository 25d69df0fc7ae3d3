import type { Request } from 'express';
import { Clock, randomIds } from '../domain/clock.port';
import { CommandContext } from '../event-store/event-log.service';

const KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The context of a command from its HTTP request: the acting user, the time from the clock, and the
 * command id: the client's `Idempotency-Key` when given (so a retried POST appends nothing twice),
 * otherwise a fresh one (time-ordered, so the ids of its events are too).
 */
export function commandContext(request: Request, clock: Clock, userId = ''): CommandContext {
  const key = headerValue(request, 'idempotency-key');
  const correlation = headerValue(request, 'x-correlation-id');
  const commandId = key && KEY.test(key) ? `${userId}:${key}` : randomIds.uuid();
  return {
    commandId,
    correlationId: correlation && KEY.test(correlation) ? correlation : commandId,
    userId,
    time: clock.now(),
  };
}

/** The client's address (the first proxy hop when behind a trusted proxy, see main.ts). */
export function clientIp(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

function headerValue(request: Request, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
