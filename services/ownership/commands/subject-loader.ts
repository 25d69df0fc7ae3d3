import { Injectable } from '@nestjs/common';
import { CommandContext, EventLog } from '../../platform/event-store/event-log';
import { streams } from '../../platform/event-store/streams';
import { SubjectWrites, Subjects } from '../domain/ownership.decider';
import { SubjectState, evolveSubject, initialSubject } from '../domain/subject.state';

/**
 * Runs a custody decision over several items and packages: finds the streams involved (the given subjects
 * and, for packages, everything inside them), lets the pure decision run on their states, and appends
 * all resulting events atomically with each stream's expected revision (retrying on a conflict).
 */
@Injectable()
export class SubjectLoader {
  constructor(private readonly log: EventLog) {}

  static streamOf(displayId: string): string {
    return displayId.startsWith('PACK') ? streams.package(displayId) : streams.stockItem(displayId);
  }

  async decideAcross(roots: string[], decide: (subjects: Subjects) => SubjectWrites, context: CommandContext) {
    const ids = await this.withDescendants(roots);
    const byStream = new Map(ids.map((id) => [SubjectLoader.streamOf(id), id]));
    return this.log.handleAcross<SubjectState>(
      ids.map((id) => ({ stream: SubjectLoader.streamOf(id), evolve: evolveSubject, initialState: initialSubject })),
      (states) => {
        const subjects: Subjects = new Map([...states].map(([stream, state]) => [byStream.get(stream)!, state]));
        return decide(subjects).map((w) => ({ stream: SubjectLoader.streamOf(w.subject), events: w.events }));
      },
      context,
    );
  }

  /** The given subjects and every item and package inside the packages among them, at any depth. */
  private async withDescendants(roots: string[]): Promise<string[]> {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const id = queue.shift()!;
      if (seen.has(id)) continue;
      seen.add(id);
      if (!id.startsWith('PACK')) continue;
      const loaded = await this.log.load(SubjectLoader.streamOf(id), evolveSubject, initialSubject);
      queue.push(...loaded.state.contents.map((c) => c.id));
    }
    return [...seen];
  }
}
