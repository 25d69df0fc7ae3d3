import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { MEDIA, MediaStore } from '../../platform/media/media.store';
import { assertMayChange, productDecider } from '../domain/product.decider';
import { Thumbnailer } from '../images/thumbnailer.service';

export class AddProductImageCommand {
  constructor(
    readonly productId: string,
    readonly actorId: string,
    /** The uploaded file's bytes, not yet checked. */
    readonly bytes: Buffer,
    readonly context: CommandContext,
  ) {}
}

/**
 * Checks the product's owner before anything is stored, then the image (type by content, pixel limits),
 * makes the thumbnail, stores both by content hash, and records them on the product's stream. Files are
 * content-addressed, so a command lost to a race leaves at most an unreferenced copy, never a wrong one.
 */
@CommandHandler(AddProductImageCommand)
export class AddProductImageHandler implements ICommandHandler<AddProductImageCommand, { image: string; thumbnail: string }> {
  constructor(
    private readonly commands: SettledLog,
    private readonly thumbnails: Thumbnailer,
    @Inject(MEDIA) private readonly media: MediaStore,
  ) {}

  async execute({ productId, actorId, bytes, context }: AddProductImageCommand) {
    const stream = streams.product(productId);
    const loaded = await this.commands.load(stream, productDecider.evolve, productDecider.initialState);
    assertMayChange(loaded.state, actorId);
    this.media.assertImage(bytes, 'image');
    const small = await this.thumbnails.make(bytes, 'image');
    const image = this.media.saveImage(bytes, 'products', 'image');
    const thumbnail = small ? this.media.saveImage(small, 'products/thumbs', 'image') : '';
    await this.commands.handle(stream, productDecider, { kind: 'AddProductImage', actorId, image, thumbnail }, context);
    return { image, thumbnail };
  }
}
