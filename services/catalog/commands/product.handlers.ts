import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock';
import { CommandContext, EventLog } from '../../platform/event-store/event-log';
import { streams } from '../../platform/event-store/streams';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle';
import { MEDIA, MediaStore } from '../../platform/media/media-store';
import { DetailEntry, ProductDetails, assertMayChange, productDecider } from '../domain/product.decider';
import { Thumbnailer } from '../images/thumbnailer.service';

export class RegisterProductCommand {
  constructor(
    readonly ownerId: string,
    readonly details: ProductDetails,
    readonly context: CommandContext,
    /** A GS1 GTIN (8, 12, 13 or 14 digits), checked by the decider. */
    readonly gtin?: string,
  ) {}
}

export class UpdateProductCommand {
  constructor(
    readonly productId: string,
    readonly actorId: string,
    readonly changes: { name: string; brand: string; sku: string },
    readonly context: CommandContext,
  ) {}
}

export class AddProductImageCommand {
  constructor(
    readonly productId: string,
    readonly actorId: string,
    /** The uploaded file's bytes, not yet checked. */
    readonly bytes: Buffer,
    readonly context: CommandContext,
  ) {}
}

export class RecordProductDetailsCommand {
  constructor(
    readonly productId: string,
    readonly actorId: string,
    /** `add` merges into the current list; `replace` sets the whole list. */
    readonly mode: 'add' | 'replace',
    readonly detail: DetailEntry[],
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RegisterProductCommand)
export class RegisterProductHandler implements ICommandHandler<RegisterProductCommand, string> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ ownerId, details, context, gtin }: RegisterProductCommand): Promise<string> {
    const productId = this.ids.uuid();
    const outcome = await this.log.handle(
      streams.product(productId),
      productDecider,
      { kind: 'RegisterProduct', productId, ownerId, details, gtin },
      context,
    );
    await this.projections.settle(outcome.result);
    return productId;
  }
}

@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ productId, actorId, changes, context }: UpdateProductCommand): Promise<void> {
    const outcome = await this.log.handle(
      streams.product(productId),
      productDecider,
      { kind: 'UpdateProduct', actorId, ...changes },
      context,
    );
    await this.projections.settle(outcome.result);
  }
}

/**
 * Checks the product's owner before anything is stored, then the image (type by content, pixel limits),
 * makes the thumbnail, stores both by content hash, and records them on the product's stream. Files are
 * content-addressed, so a command lost to a race leaves at most an unreferenced copy, never a wrong one.
 */
@CommandHandler(AddProductImageCommand)
export class AddProductImageHandler implements ICommandHandler<AddProductImageCommand, { image: string; thumbnail: string }> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    private readonly thumbnails: Thumbnailer,
    @Inject(MEDIA) private readonly media: MediaStore,
  ) {}

  async execute({ productId, actorId, bytes, context }: AddProductImageCommand) {
    const stream = streams.product(productId);
    const loaded = await this.log.load(stream, productDecider.evolve, productDecider.initialState);
    assertMayChange(loaded.state, actorId);
    this.media.assertImage(bytes, 'image');
    const small = await this.thumbnails.make(bytes, 'image');
    const image = this.media.saveImage(bytes, 'products', 'image');
    const thumbnail = small ? this.media.saveImage(small, 'products/thumbs', 'image') : '';
    const outcome = await this.log.handle(stream, productDecider, { kind: 'AddProductImage', actorId, image, thumbnail }, context);
    await this.projections.settle(outcome.result);
    return { image, thumbnail };
  }
}

@CommandHandler(RecordProductDetailsCommand)
export class RecordProductDetailsHandler implements ICommandHandler<RecordProductDetailsCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ productId, actorId, mode, detail, context }: RecordProductDetailsCommand): Promise<void> {
    const outcome = await this.log.handle(
      streams.product(productId),
      productDecider,
      { kind: mode === 'add' ? 'AddProductDetails' : 'ReplaceProductDetails', actorId, detail },
      context,
    );
    await this.projections.settle(outcome.result);
  }
}
