import { Inject, Injectable } from '@nestjs/common';
import { IDS, IdGenerator } from '../domain/clock.port';
import { CommandContext, EventLog } from './event-log.service';
import { SettledLog } from './settled-log.service';

/**
 * A command that records something new under a fresh id (an ownership request, a carrier, a warehouse, an
 * order, a ticket, a contact query) and answers that id: `append` decides and appends through `commands`
 * (`SettledLog.handle` unless a subclass passes another log), so subclasses name only the stream, the
 * decider and the decider's command.
 */
/** An owner records something new with these fields (a carrier, a warehouse, a packaging order). */
export class NewRecordCommand<Fields> {
  constructor(
    readonly ownerId: string,
    readonly fields: Fields,
    readonly context: CommandContext,
  ) {}
}

@Injectable()
export abstract class FreshIdHandler<Command> {
  constructor(
    @Inject(SettledLog) protected readonly commands: Pick<EventLog, 'handle'>,
    @Inject(IDS) protected readonly ids: IdGenerator,
  ) {}

  async execute(command: Command): Promise<string> {
    const id = this.ids.uuid();
    await this.append(id, command);
    return id;
  }

  protected abstract append(id: string, command: Command): Promise<unknown>;
}
