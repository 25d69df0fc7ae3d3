import { Body, Controller, Get, Inject, Param, Req, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { memoryStorage } from 'multer';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { AppConfig, CONFIG } from '../../config/config';
import { DomainError, ValidationFailed } from '../../platform/errors/domain.errors';
import { cleanText, field, parseBody } from '../../platform/http/validation.schemas';
import { AddProductImageCommand } from '../commands/add-product-image.handler';
import { RecordProductDetailsCommand } from '../commands/record-product-details.handler';
import { RegisterProductCommand } from '../commands/register-product.handler';
import { UpdateProductCommand } from '../commands/update-product.handler';
import { toGtin14 } from '../../platform/domain/gs1.rules';
import { audienceOf, visible } from '../../platform/domain/visibility.policy';
import { INVALID_GTIN, MAX_DETAILS } from '../domain/product.decider';
import { CATEGORIES, COLORS } from '../domain/product.catalogue';
import { ProductViews, productView } from '../queries/product.views';
import { CATALOG } from '../domain/catalog.errors';
import { RequestCommands } from '../../platform/http/request-commands.service';
import { CreateRoute, UpdateRoute } from '../../platform/http/command-route.decorator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const addProductBody = z.object({
  name: field.text(120),
  brand: field.text(120),
  sku: field.text(64),
  warranty: field.date(),
  expire: field.date(),
  location: field.location(),
  category: field.int(1, 1_000_000),
  color: field.int(1, 1_000_000),
  image: field.optionalText(500),
  doc: field.optionalText(500),
  gtin: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .refine((v) => v === '' || toGtin14(v) !== undefined, INVALID_GTIN)
    .optional(),
});

const updateProductBody = z.object({ name: field.text(120), brand: field.text(120), sku: field.text(64) });

/** Largest image file accepted before it is even read (the configured limit may be lower). */
const IMAGE_FILE_LIMIT = 10 * 1024 * 1024;

const detailValue = z.union([z.string(), z.number(), z.boolean()], { error: 'Each value must be text.' }).transform((v) => cleanText(String(v)).trim());
const detailEntry = z.object(
  {
    key: z
      .string({ error: 'Each key must be text.' })
      .overwrite(cleanText)
      .trim()
      .min(1, 'A key may not be blank.')
      .max(100, 'Ensure each key has no more than 100 characters.'),
    value: detailValue.pipe(z.string().max(1000, 'Ensure each value has no more than 1000 characters.')),
  },
  { error: 'Each detail must be an object with a key and a value.' },
);

/**
 * Free key-value details: a list of `{key, value}` or an object map (`{"Material": "Steel"}`), also as a
 * JSON string (form posts). Normalised to a list, keys unique without regard to case. Stored as a list of
 * values, so a key can never act as a query or update operator.
 */
const detailList = z.preprocess(
  (input) => {
    let value = input;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        return value;
      }
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value as Record<string, unknown>).map(([key, v]) => ({ key, value: v }));
    }
    return value;
  },
  z
    .array(detailEntry, { error: (i) => (i.input === undefined ? 'This field is required.' : 'Expected a list of {key, value} items or an object.') })
    .max(MAX_DETAILS, `Ensure this field has no more than ${MAX_DETAILS} elements.`)
    .refine((list) => new Set(list.map((e) => e.key.toLowerCase())).size === list.length, 'Each key may appear only once.'),
);

const addDetailBody = z.object({
  product: field.uuid(),
  detail: detailList.refine((list) => list.length > 0, 'This list may not be empty.'),
});
const updateDetailBody = z.object({ detail: detailList });
const imageBody = z.object({ product: field.uuid() });

/** The product catalogue of a brand. */
@Controller('product')
@UseGuards(JwtAuthGuard)
export class ProductController {
  constructor(
    private readonly commands: RequestCommands,
    private readonly views: ProductViews,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('getcategory')
  categories() {
    return CATEGORIES;
  }

  @Get('getcolor')
  colors() {
    return COLORS;
  }

  @CreateRoute('addproduct', addProductBody)
  async add(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(addProductBody, body);
    const productId = await this.commands.execute<RegisterProductCommand, string>(
      new RegisterProductCommand(
        user.id,
        {
          name: b.name,
          brand: b.brand,
          sku: b.sku,
          warranty: b.warranty,
          expire: b.expire,
          location: b.location,
          categoryId: b.category,
          colorId: b.color,
          image: b.image ?? '',
          doc: b.doc ?? '',
        },
        this.commands.context(request, user.id),
        b.gtin || undefined,
      ),
    );
    return this.one(productId, user.id);
  }

  @UpdateRoute('updateproduct/:id', updateProductBody)
  async update(@Param('id') id: string, @Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const productId = checkedId(id);
    const changes = parseBody(updateProductBody, body);
    await this.commands.execute(new UpdateProductCommand(productId, user.id, changes, this.commands.context(request, user.id)));
    return this.one(productId, user.id);
  }

  /** Its brand sees the whole product; anyone else what tracking shows of it (visibility policy). */
  @Get('getproduct/:id')
  async get(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return this.one(checkedId(id), user.id);
  }

  /** Multipart: `product` (id) and `image` (the file). Only the product's owner may add images. */
  @CreateRoute('addproductimage', imageBody, { files: ['image'] })
  @UseInterceptors(
    FileInterceptor('image', {
      storage: memoryStorage(),
      limits: { fileSize: IMAGE_FILE_LIMIT, files: 1, fields: 10, fieldSize: 16 * 1024 },
    }),
  )
  async addImage(
    @Body() body: unknown,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() request: Request,
    @CurrentUser() user: AuthUser,
  ) {
    const { product } = parseBody(imageBody, body ?? {});
    if (!file) throw new ValidationFailed({ image: ['No file was submitted.'] });
    if (file.size > this.config.UPLOAD_LIMIT_BYTES) {
      throw new DomainError('too_large', CATALOG.MEDIA_TOO_LARGE, `The image may be at most ${Math.floor(this.config.UPLOAD_LIMIT_BYTES / 1024)} KB.`);
    }
    const productId = product.toLowerCase();
    const added = await this.commands.execute<AddProductImageCommand, { image: string; thumbnail: string }>(
      new AddProductImageCommand(productId, user.id, file.buffer, this.commands.context(request, user.id)),
    );
    const view = await this.one(productId, user.id);
    return { product: productId, image: added.image, thumbnail: added.thumbnail || null, images: view.images };
  }

  /** Adds details to the product (a key already there takes the new value). */
  @CreateRoute('addproductdetail', addDetailBody)
  async addDetail(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(addDetailBody, body);
    const productId = b.product.toLowerCase();
    await this.commands.execute(
      new RecordProductDetailsCommand(productId, user.id, 'add', b.detail, this.commands.context(request, user.id)),
    );
    return this.detailOf(productId, user.id);
  }

  /** Replaces the product's whole list of details (`id` is the product's id). */
  @UpdateRoute('updateproductdetail/:id', updateDetailBody)
  async updateDetail(@Param('id') id: string, @Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const productId = checkedId(id);
    const b = parseBody(updateDetailBody, body);
    await this.commands.execute(
      new RecordProductDetailsCommand(productId, user.id, 'replace', b.detail, this.commands.context(request, user.id)),
    );
    return this.detailOf(productId, user.id);
  }

  /** The details are the brand's (visibility policy): anyone else gets the product id without them. */
  @Get('getproductdetail/:id')
  async getDetail(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return this.detailOf(checkedId(id), user.id);
  }

  @Get('getproducts')
  async list(@CurrentUser() user: AuthUser) {
    const products = await this.views.ownedBy(user.id);
    return products.map((p) => visible('product', 'owner', productView(p)));
  }

  private async detailOf(productId: string, viewerId: string) {
    const product = await this.views.byId(productId);
    return visible('product', audienceOf(viewerId, { ownerId: product.owner_id }), { product: product._id, detail: product.detail ?? [] });
  }

  private async one(productId: string, viewerId: string) {
    const product = await this.views.byId(productId);
    return visible('product', audienceOf(viewerId, { ownerId: product.owner_id }), productView(product));
  }
}

function checkedId(id: string): string {
  if (!UUID.test(id)) throw new DomainError('not_found', CATALOG.PRODUCT_NOT_FOUND, 'Product not found.');
  return id.toLowerCase();
}
