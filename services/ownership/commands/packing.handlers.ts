import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle';
import { decidePacking, decideUnpacking } from '../domain/ownership.decider';
import { ContentRef } from '../domain/subject.state';
import { SubjectLoader } from './subject-loader';

export class PackContentsCommand {
  constructor(
    readonly packageId: string,
    readonly entries: ContentRef[],
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

export class UnpackCommand {
  constructor(
    readonly packageId: string,
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

/** additemtopackage: the package and every entry change in one atomic append. */
@CommandHandler(PackContentsCommand)
export class PackContentsHandler implements ICommandHandler<PackContentsCommand> {
  constructor(
    private readonly subjects: SubjectLoader,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ packageId, entries, actorId, context }: PackContentsCommand): Promise<void> {
    const outcome = await this.subjects.decideAcross(
      [packageId, ...entries.map((e) => e.id)],
      (subjects) => decidePacking(subjects, packageId, entries, actorId),
      context,
    );
    await this.projections.settle(outcome.result);
  }
}

@CommandHandler(UnpackCommand)
export class UnpackHandler implements ICommandHandler<UnpackCommand> {
  constructor(
    private readonly subjects: SubjectLoader,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ packageId, actorId, context }: UnpackCommand): Promise<void> {
    const outcome = await this.subjects.decideAcross(
      [packageId],
      (subjects) => decideUnpacking(subjects, packageId, actorId),
      context,
    );
    await this.projections.settle(outcome.result);
  }
}
