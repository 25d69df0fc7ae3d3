import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductDirectory } from '../../catalog/catalog.public';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { PartnerDetails, warrantyPartnerDecider, warrantyPartnerId } from '../domain/warranty-partner.decider';
import { checkOwnProducts } from './own-products.check';

export class AddWarrantyPartnerCommand {
  constructor(
    readonly ownerId: string,
    readonly details: PartnerDetails,
    readonly productIds: string[],
    readonly context: CommandContext,
  ) {}
}

/** Adds a partner, or updates the brand's partner with that e-mail; answers its id and whether it is new. */
@CommandHandler(AddWarrantyPartnerCommand)
export class AddWarrantyPartnerHandler implements ICommandHandler<AddWarrantyPartnerCommand, { id: string; created: boolean }> {
  constructor(
    private readonly commands: SettledLog,
    private readonly products: ProductDirectory,
  ) {}

  async execute({ ownerId, details, productIds, context }: AddWarrantyPartnerCommand) {
    await checkOwnProducts(this.products, ownerId, productIds);
    const id = warrantyPartnerId(ownerId, details.email);
    const outcome = await this.commands.handle(streams.warrantyPartner(id), warrantyPartnerDecider, { kind: 'RegisterPartner', partnerId: id, ownerId, details, productIds }, context);
    return { id, created: outcome.events.some((e) => e.type === 'WarrantyPartnerAdded') };
  }
}
