import { Injectable } from '@nestjs/common';
import { ProjectionLifecycle } from './projection-lifecycle.service';

/**
 * Read-your-writes for appends that answer before their projections are done (a bulk import of 200,000
 * events is durable in seconds; projecting it takes far longer): the append's position is owed to its user,
 * and that user's next requests wait until the read models include it, so what they read after the 201
 * already holds the import. Requests of other users, and public probes, never wait. A command that settles
 * before answering (every other one) owes nothing.
 */
@Injectable()
export class ReadYourWrites {
  private readonly owed = new Map<string, bigint>();

  constructor(private readonly projections: ProjectionLifecycle) {}

  /** The user's following requests wait for the read models to include `position`. */
  owe(userId: string, position: bigint): void {
    const earlier = this.owed.get(userId);
    if (earlier === undefined || position > earlier) this.owed.set(userId, position);
  }

  /** Waits while the projector makes progress towards what the user is owed (see settleWhileProgressing). */
  async settleFor(userId: string): Promise<void> {
    const position = this.owed.get(userId);
    if (position === undefined) return;
    const reached = await this.projections.settleWhileProgressing(position);
    // A stalled projector keeps the debt: the next request waits again rather than read too old a state.
    if (reached && this.owed.get(userId) === position) this.owed.delete(userId);
  }

  /** Something owed to someone: cheap enough for every request. */
  get pending(): boolean {
    return this.owed.size > 0;
  }
}
