import { Body, Controller, Get, Inject, Post, Query, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { memoryStorage } from 'multer';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { BodySchema, QuerySchema } from '../../platform/http/openapi.document';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { AddWarrantyPartnerCommand } from '../commands/add-warranty-partner.handler';
import { PartnerUploadResult, UploadWarrantyPartnersCommand } from '../commands/upload-warranty-partners.handler';
import { partnerFieldErrors } from '../domain/warranty-csv';
import { WARRANTY_PARTNERS, WarrantyPartnerDoc } from '../projections/warranty-partners.projection';
import { RequestCommands } from '../../platform/http/request-commands.service';

const productIdList = z
  .array(field.uuid(), { error: 'Expected a list of product ids.' })
  .max(500, 'At most 500 products.')
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);
const productIds = productIdList.optional().transform((ids) => ids ?? []);

const partnerBody = z.object({
  name: z.string({ error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.') }).trim(),
  email: z.string({ error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.') }).trim().toLowerCase(),
  phone: z.string({ error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.') }).trim(),
  address: z.string({ error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.') }).trim(),
  service_area: z.string({ error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.') }).trim(),
  products: productIds,
});
const uploadFields = z.object({
  csv_file: z.string().optional(),
  /** The brand's products every partner of the file services: repeated fields or one comma-separated value. */
  products: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean)))
    .pipe(productIdList),
});
const listQuery = z.object({ product: field.uuid().optional() });

/** Warranty partners of a brand: added one by one or by CSV, listed per product. */
@Controller('product')
@UseGuards(JwtAuthGuard)
export class WarrantyController {
  constructor(
    private readonly commands: RequestCommands,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  /** 201 for a new partner; 200 when the e-mail is already one of the brand's partners (its record is updated). */
  @Post('addwarrantypartner')
  @BodySchema(partnerBody)
  async add(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response, @CurrentUser() user: AuthUser) {
    const b = parseBody(partnerBody, body);
    const details = { name: b.name, email: b.email, phone: b.phone, address: b.address, serviceArea: b.service_area };
    const problems = partnerFieldErrors(details);
    if (problems.length) {
      const fields: Record<string, string[]> = {};
      for (const p of problems) (fields[p.field] ??= []).push(p.message);
      throw new ValidationFailed(fields);
    }
    const { id, created } = await this.commands.execute<AddWarrantyPartnerCommand, { id: string; created: boolean }>(
      new AddWarrantyPartnerCommand(user.id, details, b.products, this.commands.context(request, user.id)),
    );
    response.status(created ? 201 : 200);
    return { id, ...(await this.one(id)) };
  }

  @Get('getwarrantypartners')
  @QuerySchema(listQuery)
  async list(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser) {
    const { product } = parseBody(listQuery, query);
    const filter: Record<string, unknown> = { owner_id: user.id };
    if (product) filter.product_ids = product.toLowerCase();
    const docs = await this.readStore.collection<WarrantyPartnerDoc>(WARRANTY_PARTNERS).find(filter, { sort: { name: 1, _id: 1 }, limit: 5000 });
    return docs.map(render);
  }

  /** Multipart `csv_file` (header exactly name,email,phone,address,service_area) and optional `products`. */
  @Post('warrantypartneruploadcsv')
  @BodySchema(uploadFields, { files: ['csv_file'] })
  @UseInterceptors(FileInterceptor('csv_file', { storage: memoryStorage(), limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 510 } }))
  async upload(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentUser() user: AuthUser,
  ) {
    if (!file) throw new ValidationFailed({ csv_file: ['No file was submitted.'] });
    const { products } = parseBody(uploadFields, body ?? {});
    const result = await this.commands.execute<UploadWarrantyPartnersCommand, PartnerUploadResult>(
      new UploadWarrantyPartnersCommand(user.id, file.buffer, products, this.commands.context(request, user.id)),
    );
    // A re-sent file (nothing new in it) stores nothing: 200 instead of 201.
    response.status(result.duplicate ? 200 : 201);
    return result;
  }

  private async one(id: string) {
    const doc = await this.readStore.collection<WarrantyPartnerDoc>(WARRANTY_PARTNERS).findOne({ _id: id });
    return doc ? render(doc) : {};
  }
}

function render(d: WarrantyPartnerDoc) {
  return {
    id: d._id,
    name: d.name,
    email: d.email,
    phone: d.phone,
    address: d.address,
    service_area: d.service_area,
    products: d.product_ids,
    created_at: d.created_at,
    updated_at: d.updated_at,
  };
}
