import { Body, Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { cleanJson } from '../../platform/domain/safe-text.rules';
import { CreatePackageCommand, PackContentsCommand, UnpackCommand, UpdatePackageCommand } from '../../custody/custody.public';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { PACKAGE_ID, PACKAGE_PREFIX, STOCK_ITEM_ID, displayId } from '../../platform/domain/display-id.rules';
import { unknownProductId } from '../../platform/errors/domain.errors';
import { cleanText, field, parseBody } from '../../platform/http/validation.schemas';
import { PlacePackagingOrderCommand } from '../commands/place-packaging-order.handler';
import { PackageViews } from '../packaging.public';
import { PACKAGING } from '../domain/packaging.errors';
import { RequestCommands } from '../../platform/http/request-commands.service';
import { ActionRoute, CreateRoute, UpdateRoute } from '../../platform/http/command-route.decorator';

const packageBody = z.object({
  brand_name: field.text(120),
  total_product: field.int(0, 1_000_000),
  manufecture_date: field.date(),
  expire_date: field.date(),
  details: z.union([z.string().overwrite(cleanText).max(5000, 'Ensure this field has no more than 5000 characters.'), z.array(z.record(z.string(), z.unknown())).max(100).transform((list) => list.map(cleanJson))], { error: 'Not a valid string.' }).optional(),
  location: field.optionalText(255),
  address_location: field.optionalText(500),
});

const entry = z.object(
  {
    type: z.enum(['item', 'package'], { error: 'Must be "item" or "package".' }),
    id: z.string({ error: 'This field is required.' }).trim().toUpperCase(),
  },
  { error: 'Each entry must be {type, id}.' },
);

const addBody = z.object({
  package: z.union([z.string(), z.number()], { error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid package id.') }),
  content_data: z
    .array(entry, { error: (i) => (i.input === undefined ? 'This field is required.' : 'Expected a list of items.') })
    .min(1, 'This list may not be empty.')
    .max(1000, 'Ensure this field has no more than 1000 elements.')
    .refine((list) => new Set(list.map((e) => e.id)).size === list.length, 'The same id is listed twice.')
    .refine((list) => list.every((e) => (e.type === 'item' ? STOCK_ITEM_ID : PACKAGE_ID).test(e.id)), 'Each id must be an INVE… item or a PACK… package matching its type.'),
});

const unpackBody = z.object({ package_id: z.union([z.string(), z.number()], { error: 'This field is required.' }) });
const orderBody = z.object({
  vendor_name: field.text(120),
  vendor_contact: field.text(120),
  quantity: field.int(1, 1_000_000),
  packaging_type: field.optionalText(120),
  address: field.optionalText(500),
  notes: field.optionalText(2000),
});

/** A package id as the API accepts it: `PACK000007`, `pack000007` or the number 7. */
export function packageIdFrom(raw: unknown): string {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  const id = /^\d{1,12}$/.test(text) ? displayId(PACKAGE_PREFIX, Number(text)) : text;
  if (!PACKAGE_ID.test(id)) throw unknownProductId(PACKAGING.PACKAGE_NOT_FOUND);
  return id;
}

const notFound = () => unknownProductId(PACKAGING.PACKAGE_NOT_FOUND);

/** Packages (PACK): creation, details, packing and unpacking, contents, owners, outsourced packaging. */
@Controller('inventory')
@UseGuards(JwtAuthGuard)
export class PackageController {
  constructor(
    private readonly commands: RequestCommands,
    private readonly views: PackageViews,
  ) {}

  @CreateRoute('createpackage', packageBody)
  async create(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(packageBody, body);
    const id = await this.commands.execute<CreatePackageCommand, string>(
      new CreatePackageCommand(user.id, details(b), b.location ?? '', b.address_location ?? '', this.commands.context(request, user.id)),
    );
    return { packege: await this.views.view(id, user.id), msg: 'Package created.' };
  }

  @Get('getpackage')
  async list(@CurrentUser() user: AuthUser) {
    return this.views.ownedBy(user.id);
  }

  @Get('getpackage/:id')
  async one(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    const view = await this.views.view(packageIdFrom(id), user.id);
    if (!view) throw notFound();
    return view;
  }

  @UpdateRoute('updatepackage/:id', packageBody)
  async update(@Param('id') id: string, @Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const packageId = packageIdFrom(id);
    const b = parseBody(packageBody, body);
    await this.commands.execute(new UpdatePackageCommand(packageId, user.id, details(b), this.commands.context(request, user.id)));
    return this.views.view(packageId, user.id);
  }

  @ActionRoute('additemtopackage', addBody)
  async add(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(addBody, body);
    const packageId = packageIdFrom(b.package);
    await this.commands.execute(new PackContentsCommand(packageId, b.content_data, user.id, this.commands.context(request, user.id)));
    return { msg: 'Added to the package.', packege: await this.views.view(packageId, user.id) };
  }

  @ActionRoute('unpackage', unpackBody)
  async unpack(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(unpackBody, body);
    const packageId = packageIdFrom(b.package_id);
    await this.commands.execute(new UnpackCommand(packageId, user.id, this.commands.context(request, user.id)));
    return { msg: 'Package unpacked.', packege: await this.views.view(packageId, user.id) };
  }

  @Get('getpackagecontent/:id')
  async contents(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    const content = await this.views.contents(packageIdFrom(id), user.id);
    if (!content) throw notFound();
    return { content_data: content };
  }

  @Get('getpackageowner/:id')
  async owners(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    const owners = await this.views.owners(packageIdFrom(id), user.id);
    if (!owners) throw notFound();
    return { owners };
  }

  @CreateRoute('outsourcepackaging', orderBody)
  async outsource(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(orderBody, body);
    const id = await this.commands.execute<PlacePackagingOrderCommand, string>(
      new PlacePackagingOrderCommand(
        user.id,
        {
          vendorName: b.vendor_name,
          vendorContact: b.vendor_contact,
          quantity: b.quantity,
          packagingType: b.packaging_type ?? '',
          address: b.address ?? '',
          notes: b.notes ?? '',
        },
        this.commands.context(request, user.id),
      ),
    );
    return { id };
  }

  @Get('outsourcepackaging')
  async orders(@CurrentUser() user: AuthUser) {
    return this.views.orders(user.id);
  }
}

function details(b: z.infer<typeof packageBody>) {
  return {
    brandName: b.brand_name,
    totalProduct: b.total_product,
    manufectureDate: b.manufecture_date,
    expireDate: b.expire_date,
    details: typeof b.details === 'string' ? b.details : JSON.stringify(b.details ?? ''),
  };
}
