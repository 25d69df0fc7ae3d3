import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { evolveGoods, initialGoods } from '../domain/goods.fold';
import { iotTagDecider } from '../domain/iot-tag.decider';
import { logisticsErrors } from '../domain/logistics.errors';
import { IOT_TAGS, IotTagDoc } from '../projections/iot-tags.projection';
import { hashTagSecret } from './register-iot-tag.handler';

export class ReportTagPositionCommand {
  constructor(
    readonly tagId: string,
    readonly secret: string,
    readonly location: string,
    readonly recordedAt: string,
    readonly context: CommandContext,
  ) {}
}

/**
 * A position from a tag's device: the package's current owner (custody's fold of its stream) and the tag
 * are loaded, the decider checks the secret, the owner and the order of readings, and the event is appended
 * on the tag's stream. Answers whether a new reading was recorded (false for the same reading again).
 */
@CommandHandler(ReportTagPositionCommand)
export class ReportTagPositionHandler implements ICommandHandler<ReportTagPositionCommand, boolean> {
  constructor(
    private readonly commands: SettledLog,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async execute({ tagId, secret, location, recordedAt, context }: ReportTagPositionCommand): Promise<boolean> {
    // The package a tag is fixed to never changes, so the read model may name it.
    const tag = await this.readStore.collection<IotTagDoc>(IOT_TAGS).findOne({ _id: tagId });
    if (!tag) throw logisticsErrors.tagNotFound();
    const pkg = (await this.commands.load(streams.package(tag.package_id), evolveGoods, initialGoods)).state;
    const outcome = await this.commands.handle(
      streams.iotTag(tagId),
      iotTagDecider,
      { kind: 'ReportTagPosition', secretHash: hashTagSecret(secret), location, recordedAt, packageOwnerId: pkg.ownerId },
      context,
    );
    return outcome.events.length > 0;
  }
}
