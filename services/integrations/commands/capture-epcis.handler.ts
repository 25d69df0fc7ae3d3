import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig, CONFIG } from '../../config/config';
import { ProductDirectory } from '../../catalog/catalog.public';
import { ContentRef, CustodyStep, CustodyStepsCommand, CustodyStepsRefused, RegisteredItem } from '../../custody/custody.public';
import { UserDirectory } from '../../identity/identity.public';
import { goodsKindOf } from '../../platform/domain/display-id.rules';
import { toGtin14 } from '../../platform/domain/gs1.rules';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { CaptureEvent, locationOfGeo, newOwnerEmail } from '../epcis/epcis-capture';
import { displayIdOfEpc } from '../queries/epcis-events.query';

export class CaptureEpcisCommand {
  constructor(
    readonly userId: string,
    readonly events: CaptureEvent[],
    readonly context: CommandContext,
  ) {}
}

/**
 * EPCIS capture: each event becomes one or more of custody's steps (commissioning → register stock items,
 * aggregation ADD/DELETE → pack/unpack, transaction → hand-over), and the whole document is sent to
 * custody as one `CustodyStepsCommand`: decided by custody's own rules in order (an event sees what the
 * earlier ones did) and appended in one atomic multi-stream append. A refused event refuses the document
 * (400, every refused event named); a concurrent change is re-decided, or answers 409, nothing stored.
 */
@CommandHandler(CaptureEpcisCommand)
export class CaptureEpcisHandler implements ICommandHandler<CaptureEpcisCommand, number> {
  constructor(
    private readonly commands: CommandBus,
    private readonly products: ProductDirectory,
    private readonly users: UserDirectory,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, events, context }: CaptureEpcisCommand): Promise<number> {
    const { steps, eventOfStep } = await this.steps(userId, events);
    try {
      await this.commands.execute<CustodyStepsCommand, RegisteredItem[]>(new CustodyStepsCommand(userId, steps, context));
    } catch (error) {
      if (!(error instanceof CustodyStepsRefused)) throw error;
      throw new ValidationFailed({ epcisBody: error.refusals.map((r) => `event ${eventOfStep[r.step] + 1}: ${r.message}`) });
    }
    return events.length;
  }

  /** The document as custody's steps (what needs no goods' state: EPCs, product classes, recipients). */
  private async steps(userId: string, events: CaptureEvent[]): Promise<{ steps: CustodyStep[]; eventOfStep: number[] }> {
    const base = this.config.publicUrl;
    const problems: string[] = [];
    const steps: CustodyStep[] = [];
    const eventOfStep: number[] = [];
    let products: Awaited<ReturnType<ProductDirectory['ownedBy']>> | undefined;

    for (const [index, event] of events.entries()) {
      const fail = (message: string) => problems.push(`event ${index + 1}: ${message}`);
      const add = (step: CustodyStep) => {
        steps.push(step);
        eventOfStep.push(index);
      };
      const ours = (epc: string): string | undefined => {
        const id = displayIdOfEpc(epc, base);
        if (!id) fail(`${epc} is not one of our EPCs.`);
        return id;
      };
      if (event.type === 'ObjectEvent') {
        products ??= await this.products.ownedBy(userId);
        const location = locationOfGeo(event.readPoint?.id ?? event.bizLocation?.id) ?? '';
        for (const q of event.quantityList) {
          const match = new RegExp(`^${escape(base)}/01/(\\d{8,14})/?$`).exec(q.epcClass.trim());
          const gtin = match ? toGtin14(match[1]) : undefined;
          const product = gtin ? products.find((p) => p.gtin === gtin) : undefined;
          if (!product) fail(`${q.epcClass} is not a product class of yours (<PUBLIC_URL>/01/<GTIN of one of your products>).`);
          else add({ kind: 'RegisterStockItems', productId: product.id, count: q.quantity, location, addressLocation: '' });
        }
      } else if (event.type === 'AggregationEvent') {
        const parent = ours(event.parentID);
        const children = (event.childEPCs ?? []).map(ours);
        if (!parent || children.some((c) => !c)) continue;
        const ids = children as string[];
        if (event.action === 'ADD') {
          if (ids.length === 0) fail('An AggregationEvent ADD needs childEPCs.');
          else add({ kind: 'PackContents', packageId: parent, entries: ids.map((id): ContentRef => ({ type: goodsKindOf(id), id })) });
        } else {
          add({ kind: 'Unpack', packageId: parent, entries: ids.length ? ids : undefined });
        }
      } else {
        const email = newOwnerEmail(event);
        const recipient = await this.users.byEmail(email);
        if (!recipient) fail(`No user with the e-mail address ${email}.`);
        else if (recipient.id === userId) fail('You already own these goods.');
        for (const epc of event.epcList) {
          const id = ours(epc);
          if (id && recipient) add({ kind: 'HandOver', displayId: id, toUserId: recipient.id });
        }
      }
    }
    if (problems.length) throw new ValidationFailed({ epcisBody: problems });
    return { steps, eventOfStep };
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
