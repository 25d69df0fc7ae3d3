import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig, CONFIG } from '../../config/config';
import { ProductDirectory } from '../../catalog/catalog.public';
import {
  ContentRef,
  CustodyReader,
  CustodySubject,
  HandOverCommand,
  PackContentsCommand,
  RegisterStockItemsCommand,
  UnpackCommand,
} from '../../custody/custody.public';
import { UserDirectory } from '../../identity/identity.public';
import { toGtin14 } from '../../platform/domain/gs1';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { CommandContext } from '../../platform/event-store/event-log';
import { CaptureEvent, locationOfGeo, newOwnerEmail } from '../epcis/epcis-capture';
import { displayIdOfEpc } from '../queries/epcis-events.query';

export class CaptureEpcisCommand {
  constructor(
    readonly userId: string,
    readonly events: CaptureEvent[],
    readonly context: CommandContext,
  ) {}
}

type Planned =
  | { kind: 'register'; productId: string; count: number; location: string }
  | { kind: 'pack'; packageId: string; entries: ContentRef[] }
  | { kind: 'unpack'; packageId: string }
  | { kind: 'handover'; displayId: string; email: string };

type Sim = Pick<CustodySubject, 'displayId' | 'kind' | 'ownerId' | 'packedIn' | 'contents' | 'status'>;

/**
 * EPCIS capture: each event becomes one of custody's commands (commissioning → register stock items,
 * aggregation ADD/DELETE → pack/unpack, transaction → hand-over), decided by custody's own deciders. All the
 * events are checked first, in order, against the goods' current state as each earlier event would leave it,
 * and nothing is sent unless every one passes; then they are sent in order.
 */
@CommandHandler(CaptureEpcisCommand)
export class CaptureEpcisHandler implements ICommandHandler<CaptureEpcisCommand, number> {
  constructor(
    private readonly commands: CommandBus,
    private readonly custody: CustodyReader,
    private readonly products: ProductDirectory,
    private readonly users: UserDirectory,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, events, context }: CaptureEpcisCommand): Promise<number> {
    const plan = await this.plan(userId, events);
    for (const [index, step] of plan.entries()) {
      // Each command gets its own id derived from the capture's, so a retried capture (same Idempotency-Key) appends nothing twice.
      const ctx = { ...context, commandId: `${context.commandId}:${index}`, causationId: context.commandId };
      if (step.kind === 'register') await this.commands.execute(new RegisterStockItemsCommand(userId, step.productId, step.count, step.location, '', ctx));
      if (step.kind === 'pack') await this.commands.execute(new PackContentsCommand(step.packageId, step.entries, userId, ctx));
      if (step.kind === 'unpack') await this.commands.execute(new UnpackCommand(step.packageId, userId, ctx));
      if (step.kind === 'handover') await this.commands.execute(new HandOverCommand(step.displayId, userId, step.email, ctx));
    }
    return events.length;
  }

  private async plan(userId: string, events: CaptureEvent[]): Promise<Planned[]> {
    const base = this.config.publicUrl;
    const state = new Map<string, Sim>();
    const problems: string[] = [];
    const load = async (id: string): Promise<Sim | undefined> => {
      if (!state.has(id)) {
        const s = await this.custody.subject(id);
        if (s) state.set(id, { ...s, contents: [...s.contents] });
      }
      return state.get(id);
    };
    const mine = async (epc: string, what: string): Promise<Sim | string> => {
      const id = displayIdOfEpc(epc, base);
      if (!id) return `${epc} is not one of our EPCs.`;
      const s = await load(id);
      if (!s) return `${what} ${id} does not exist.`;
      if (s.ownerId !== userId) return `You do not own ${id}.`;
      if (s.status === 'in_transit') return `${id} is in transit.`;
      return s;
    };
    const plan: Planned[] = [];
    let products: Awaited<ReturnType<ProductDirectory['ownedBy']>> | undefined;

    for (const [index, event] of events.entries()) {
      const fail = (message: string) => problems.push(`event ${index + 1}: ${message}`);
      if (event.type === 'ObjectEvent') {
        products ??= await this.products.ownedBy(userId);
        const location = locationOfGeo(event.readPoint?.id ?? event.bizLocation?.id) ?? '';
        for (const q of event.quantityList) {
          const match = new RegExp(`^${escape(base)}/01/(\\d{8,14})/?$`).exec(q.epcClass.trim());
          const gtin = match ? toGtin14(match[1]) : undefined;
          const product = gtin ? products.find((p) => p.gtin === gtin) : undefined;
          if (!product) fail(`${q.epcClass} is not a product class of yours (<PUBLIC_URL>/01/<GTIN of one of your products>).`);
          else plan.push({ kind: 'register', productId: product.id, count: q.quantity, location });
        }
      } else if (event.type === 'AggregationEvent') {
        const parent = await mine(event.parentID, 'Package');
        if (typeof parent === 'string') {
          fail(parent);
          continue;
        }
        if (parent.kind !== 'package') {
          fail(`${parent.displayId} is not a package.`);
          continue;
        }
        if (event.action === 'ADD') {
          const entries: ContentRef[] = [];
          for (const epc of event.childEPCs ?? []) {
            const child = await mine(epc, 'Item');
            if (typeof child === 'string') fail(child);
            else if (child.displayId === parent.displayId) fail(`${child.displayId} cannot go inside itself.`);
            else if (child.packedIn) fail(`${child.displayId} is already packed in ${child.packedIn}.`);
            else entries.push({ type: child.kind, id: child.displayId });
          }
          if ((event.childEPCs ?? []).length === 0) fail('An AggregationEvent ADD needs childEPCs.');
          if (parent.packedIn) fail(`${parent.displayId} is itself packed in ${parent.packedIn}.`);
          for (const e of entries) (await load(e.id))!.packedIn = parent.displayId;
          parent.contents.push(...entries);
          plan.push({ kind: 'pack', packageId: parent.displayId, entries });
        } else {
          if (parent.contents.length === 0) fail(`${parent.displayId} is empty.`);
          const named = (event.childEPCs ?? []).map((epc) => displayIdOfEpc(epc, base));
          const held = parent.contents.map((c) => c.id);
          if (named.length && (named.length !== held.length || !held.every((id) => named.includes(id)))) {
            fail(`Unpacking takes out everything ${parent.displayId} holds (${held.join(', ')}); list all of it or none.`);
          }
          for (const id of held) {
            const child = await load(id);
            if (child) child.packedIn = '';
          }
          parent.contents = [];
          plan.push({ kind: 'unpack', packageId: parent.displayId });
        }
      } else {
        const email = newOwnerEmail(event);
        const recipient = await this.users.byEmail(email);
        if (!recipient) fail(`No user with the e-mail address ${email}.`);
        else if (recipient.id === userId) fail('You already own these goods.');
        for (const epc of event.epcList) {
          const item = await mine(epc, 'Item');
          if (typeof item === 'string') fail(item);
          else if (item.kind !== 'item') fail(`${item.displayId}: only stock items are handed over directly; a package changes hands by request and approval.`);
          else if (item.packedIn) fail(`${item.displayId} is packed in ${item.packedIn} and moves with it.`);
          else {
            if (recipient) item.ownerId = recipient.id;
            plan.push({ kind: 'handover', displayId: item.displayId, email });
          }
        }
      }
    }
    if (problems.length) throw new ValidationFailed({ epcisBody: problems });
    return plan;
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
