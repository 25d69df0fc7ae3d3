import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../../platform/errors/domain.errors';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { evolveGoods, initialGoods } from '../domain/goods.fold';
import { IotTagKind, iotTagDecider, iotTagId } from '../domain/iot-tag.decider';
import { IOT_TAGS, IotTagDoc } from '../projections/iot-tags.projection';
import { LOGISTICS } from '../domain/logistics.errors';

/** Tags one package may carry (a list to read, not a fleet store). */
export const MAX_TAGS_PER_PACKAGE = 20;

export class RegisterIotTagCommand {
  constructor(
    readonly ownerId: string,
    readonly packageId: string,
    readonly deviceId: string,
    readonly kind: IotTagKind,
    readonly context: CommandContext,
  ) {}
}

export interface RegisteredIotTag {
  id: string;
  package: string;
  device_id: string;
  kind: IotTagKind;
  /** The device's secret: answered this once, kept only as a hash. */
  secret: string;
  secret_prefix: string;
}

/** The hash a tag secret is kept and compared as (256 random bits: a plain SHA-256 is enough). */
export function hashTagSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Registers a device on a package its owner holds: load the package and the tag, decide, append. */
@CommandHandler(RegisterIotTagCommand)
export class RegisterIotTagHandler implements ICommandHandler<RegisterIotTagCommand, RegisteredIotTag> {
  constructor(
    private readonly commands: SettledLog,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async execute({ ownerId, packageId, deviceId, kind, context }: RegisterIotTagCommand): Promise<RegisteredIotTag> {
    const pkg = (await this.commands.load(streams.package(packageId), evolveGoods, initialGoods)).state;
    const held = await this.readStore.collection<IotTagDoc>(IOT_TAGS).count({ package_id: packageId });
    if (held >= MAX_TAGS_PER_PACKAGE) throw new DomainError('conflict', LOGISTICS.TAG_TOO_MANY, `A package carries at most ${MAX_TAGS_PER_PACKAGE} tags.`);
    const tagId = iotTagId(ownerId, deviceId);
    const secret = `tag_${randomBytes(32).toString('base64url')}`;
    const secretPrefix = secret.slice(0, 10);
    await this.commands.handle(
      streams.iotTag(tagId),
      iotTagDecider,
      { kind: 'RegisterTag', tagId, ownerId, packageId, deviceId, tagKind: kind, secretHash: hashTagSecret(secret), secretPrefix, pkg },
      context,
    );
    return { id: tagId, package: packageId, device_id: deviceId, kind, secret, secret_prefix: secretPrefix };
  }
}
