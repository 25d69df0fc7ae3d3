import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, ICommand } from '@nestjs/cqrs';
import type { Request } from 'express';
import { CLOCK, Clock } from '../domain/clock.port';
import { CommandContext } from '../event-store/event-log.service';
import { commandContext } from './command-context.factory';

/**
 * What a controller needs to send the commands its routes ask for: the command bus, and each command's context
 * from its request (acting user, the clock's time, the idempotency key: see `commandContext`).
 */
@Injectable()
export class RequestCommands {
  constructor(
    private readonly bus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The context of a command from this request; `userId` is the signed-in user ('' for a public form). */
  context(request: Request, userId = ''): CommandContext {
    return commandContext(request, this.clock, userId);
  }

  execute<T extends ICommand, R = void>(command: T): Promise<R> {
    return this.bus.execute<T, R>(command);
  }
}
