import { CommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { FreshIdHandler } from '../../platform/event-store/fresh-id.handler';
import { streams } from '../../platform/event-store/streams.rules';
import { CarrierFields, carrierDecider } from '../domain/carrier.decider';

export class RegisterCarrierCommand {
  constructor(
    readonly ownerId: string,
    readonly fields: CarrierFields,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RegisterCarrierCommand)
export class RegisterCarrierHandler extends FreshIdHandler<RegisterCarrierCommand> {
  protected append(carrierId: string, { ownerId, fields, context }: RegisterCarrierCommand) {
    return this.commands.handle(streams.carrier(carrierId), carrierDecider, { kind: 'RegisterCarrier', carrierId, ownerId, fields }, context);
  }
}
