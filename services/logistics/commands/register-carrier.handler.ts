import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { CarrierFields, carrierDecider } from '../domain/carrier.decider';

export class RegisterCarrierCommand {
  constructor(
    readonly ownerId: string,
    readonly fields: CarrierFields,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RegisterCarrierCommand)
export class RegisterCarrierHandler implements ICommandHandler<RegisterCarrierCommand, string> {
  constructor(
    private readonly commands: SettledLog,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ ownerId, fields, context }: RegisterCarrierCommand): Promise<string> {
    const carrierId = this.ids.uuid();
    await this.commands.handle(streams.carrier(carrierId), carrierDecider, { kind: 'RegisterCarrier', carrierId, ownerId, fields }, context);
    return carrierId;
  }
}
