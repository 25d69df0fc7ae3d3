import { Injectable } from '@nestjs/common';
import { MultiStreamDecider } from '../../platform/domain/decider.types';
import { PACKAGE_PREFIX } from '../../platform/domain/display-id.rules';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { CustodyEvent } from '../domain/custody.events';
import { CustodyState, evolveCustody, initialCustody } from '../domain/custody.state';
import { goodsStreamOf } from '../../platform/event-store/streams.rules';

/**
 * Runs a custody decision over several items and packages: finds the streams involved (the given subjects
 * and, for packages, everything inside them, read from their streams), and hands them to the multi-stream
 * decider through the EventLog (one atomic append, each stream at its expected revision), and waits until the
 * read models include the append (the handler's caller queries them next).
 */
@Injectable()
export class CustodyLoader {
  constructor(
    private readonly log: EventLog,
    private readonly settled: SettledLog,
  ) {}

  async handleWithContents<C>(
    roots: string[],
    decider: MultiStreamDecider<C, CustodyEvent, CustodyState>,
    command: C,
    context: CommandContext,
  ) {
    const ids = await this.withDescendants(roots);
    return this.settled.handleMany(ids.map(goodsStreamOf), decider, command, context);
  }

  /** The given subjects and every item and package inside the packages among them, at any depth. */
  async withDescendants(roots: string[]): Promise<string[]> {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const id = queue.shift()!;
      if (seen.has(id)) continue;
      seen.add(id);
      if (!id.startsWith(PACKAGE_PREFIX)) continue;
      const loaded = await this.log.load(goodsStreamOf(id), evolveCustody, initialCustody);
      queue.push(...loaded.state.contents.map((c) => c.id));
    }
    return [...seen];
  }
}
