import { CommandHandler } from '@nestjs/cqrs';
import { FreshIdHandler, NewRecordCommand } from '../../platform/event-store/fresh-id.handler';
import { streams } from '../../platform/event-store/streams.rules';
import { CarrierFields, carrierDecider } from '../domain/carrier.decider';

export class RegisterCarrierCommand extends NewRecordCommand<CarrierFields> {}

@CommandHandler(RegisterCarrierCommand)
export class RegisterCarrierHandler extends FreshIdHandler<RegisterCarrierCommand> {
  protected append(carrierId: string, { ownerId, fields, context }: RegisterCarrierCommand) {
    return this.commands.handle(streams.carrier(carrierId), carrierDecider, { kind: 'RegisterCarrier', carrierId, ownerId, fields }, context);
  }
}
