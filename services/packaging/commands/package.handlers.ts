import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PACKAGE_PREFIX, displayId } from '../../inventory/domain/display-id';
import { sequenceDecider } from '../../inventory/domain/sequence.decider';
import { IDS, IdGenerator } from '../../platform/domain/clock';
import { CommandContext, EventLog, NEW_STREAM } from '../../platform/event-store/event-log';
import { streams } from '../../platform/event-store/streams';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle';
import { PackageDetails, packageDecider } from '../domain/package.decider';
import { PackagingOrderEvent } from '../domain/packaging.events';

export class CreatePackageCommand {
  constructor(
    readonly ownerId: string,
    readonly details: PackageDetails,
    readonly location: string,
    readonly addressLocation: string,
    readonly context: CommandContext,
  ) {}
}

export class UpdatePackageCommand {
  constructor(
    readonly displayId: string,
    readonly actorId: string,
    readonly details: PackageDetails,
    readonly context: CommandContext,
  ) {}
}

export interface PackagingOrder {
  vendorName: string;
  vendorContact: string;
  quantity: number;
  packagingType: string;
  address: string;
  notes: string;
}

export class PlacePackagingOrderCommand {
  constructor(
    readonly ownerId: string,
    readonly order: PackagingOrder,
    readonly context: CommandContext,
  ) {}
}

/** A new package with the next PACK display id. */
@CommandHandler(CreatePackageCommand)
export class CreatePackageHandler implements ICommandHandler<CreatePackageCommand, string> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ ownerId, details, location, addressLocation, context }: CreatePackageCommand): Promise<string> {
    const allocated = await this.log.handle(
      streams.sequence(PACKAGE_PREFIX),
      sequenceDecider,
      { kind: 'AllocateDisplayIds', prefix: PACKAGE_PREFIX, count: 1 },
      context,
    );
    const id = displayId(PACKAGE_PREFIX, allocated.events[0].data.first);
    const created = await this.log.handle(
      streams.package(id),
      packageDecider,
      { kind: 'CreatePackage', displayId: id, ownerId, details, location, addressLocation },
      context,
    );
    await this.projections.settle(created.result);
    return id;
  }
}

@CommandHandler(UpdatePackageCommand)
export class UpdatePackageHandler implements ICommandHandler<UpdatePackageCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ displayId: id, actorId, details, context }: UpdatePackageCommand): Promise<void> {
    const outcome = await this.log.handle(streams.package(id), packageDecider, { kind: 'UpdatePackageDetails', actorId, details }, context);
    await this.projections.settle(outcome.result);
  }
}

/** An outsourced packaging order: one event on its own stream. */
@CommandHandler(PlacePackagingOrderCommand)
export class PlacePackagingOrderHandler implements ICommandHandler<PlacePackagingOrderCommand, string> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ ownerId, order, context }: PlacePackagingOrderCommand): Promise<string> {
    const orderId = this.ids.uuid();
    const event: PackagingOrderEvent = { type: 'PackagingOrderPlaced', data: { orderId, ownerId, ...order } };
    const result = await this.log.append(streams.packagingOrder(orderId), NEW_STREAM, [event], context);
    await this.projections.settle(result);
    return orderId;
  }
}
