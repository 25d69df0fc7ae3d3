import { Body, Controller, Get, Header, Param, Post, Query, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import type { Request } from 'express';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { RecordBatchCommand, RegisterStockItemsCommand, RegisteredItem } from '../../custody/custody.public';
import { Public } from '../../platform/auth/public.decorator';
import { STOCK_ITEM_ID } from '../../platform/domain/display-id.rules';
import { DomainError, ValidationFailed, unknownProductId } from '../../platform/errors/domain.errors';
import { FileUpload, QuerySchema } from '../../platform/http/openapi.document';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { UploadResult, UploadStockCommand } from '../commands/upload-stock.handler';
import { csvLine } from '../../platform/csv/csv.format';
import { Metrics } from '../../platform/metrics/metrics.service';
import { StockItemViews } from '../inventory.public';
import { OneImportPerUserGuard } from './one-import-per-user.guard';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { RequestCommands } from '../../platform/http/request-commands.service';
import { ActionRoute, CreateRoute } from '../../platform/http/command-route.decorator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const addItemBody = z.object({
  product_id: field.uuid(),
  no_of_item: field.int(1, 1000),
  location: field.location(),
  address_location: field.optionalText(500),
});

const updateBatchBody = z.object({
  items: z
    .array(field.id(STOCK_ITEM_ID, 'Enter a valid stock item id (INVE…).'), { error: (i) => (i.input === undefined ? 'This field is required.' : 'Expected a list of items.') })
    .min(1, 'This list may not be empty.')
    .max(1000, 'Ensure this field has no more than 1000 elements.'),
  batch: field.text(64),
  status: field.text(30),
  manufecture_date: field.date(),
  expire_date: field.date(),
  warranty: field.date(),
});

const listQuery = z.object({
  product: field.uuid().optional(),
  limit: field.int(1, 5000).optional(),
  offset: field.int(0, 10_000_000).optional(),
});

const EXPORT_COLUMNS = ['display_id', 'product', 'brand', 'batch', 'status', 'manufecture_date', 'expire_date', 'warranty', 'created_at'];

export const invalidProductId = () =>
  unknownProductId();

/** Items read per page of an export: the most one turn of the event loop reads and writes. */
const EXPORT_PAGE = 1_000;

/** Stock items: registration, the owner's list, and the public item view. */
@Controller('inventory')
export class StockItemController {
  constructor(
    private readonly commands: RequestCommands,
    private readonly views: StockItemViews,
    private readonly metrics: Metrics,
  ) {}

  @CreateRoute('additem', addItemBody)
  @UseGuards(JwtAuthGuard)
  async add(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(addItemBody, body);
    const items = await this.commands.execute<RegisterStockItemsCommand, RegisteredItem[]>(
      new RegisterStockItemsCommand(
        user.id,
        b.product_id.toLowerCase(),
        b.no_of_item,
        b.location,
        b.address_location ?? '',
        this.commands.context(request, user.id),
      ),
    );
    return { items };
  }

  /**
   * Our addition to API.md: the signed-in user's own stock items, optionally of one product, newest first.
   * `limit` (default 1000, at most 5000) and `offset` page through large stocks; the total is in
   * `X-Total-Count`.
   */
  @Get('getitems')
  @QuerySchema(listQuery)
  @UseGuards(JwtAuthGuard)
  async own(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
    @CurrentUser() user: AuthUser,
  ) {
    const q = parseBody(listQuery, query);
    const productId = q.product?.toLowerCase();
    response.setHeader('X-Total-Count', String(await this.views.countOwnedBy(user.id, productId)));
    return this.views.ownedBy(user.id, productId, { skip: q.offset ?? 0, limit: q.limit ?? 1000 });
  }

  /** Bulk stock: a CSV file with the exact header; all rows become items in one atomic step, or none. */
  @Post('uploadcsvtostock')
  @FileUpload('csv_file')
  @UseGuards(JwtAuthGuard, OneImportPerUserGuard)
  @UseInterceptors(FileInterceptor('csv_file', { storage: memoryStorage(), limits: { fileSize: 32 * 1024 * 1024, files: 1, fields: 5 } }))
  async upload(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentUser() user: AuthUser,
  ) {
    if (!file) throw new ValidationFailed({ csv_file: ['No file was submitted.'] });
    let result: UploadResult;
    try {
      result = await this.commands.execute<UploadStockCommand, UploadResult>(
        new UploadStockCommand(user.id, file.buffer, this.commands.context(request, user.id)),
      );
    } catch (error) {
      this.metrics.imports.inc({ outcome: error instanceof ValidationFailed || error instanceof DomainError ? 'rejected' : 'error' });
      throw error;
    }
    this.metrics.imports.inc({ outcome: result.duplicate ? 'duplicate' : 'created' });
    this.metrics.importedRows.inc(result.created);
    // A re-sent file creates nothing: 200 with the earlier import's ids instead of 201.
    response.status(result.duplicate ? 200 : 201);
    return result;
  }

  @ActionRoute('updatebatch', updateBatchBody)
  @UseGuards(JwtAuthGuard)
  async updateBatch(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const b = parseBody(updateBatchBody, body);
    await this.commands.execute(
      new RecordBatchCommand(
        user.id,
        [...new Set(b.items)],
        { batch: b.batch, status: b.status.toLowerCase(), manufectureDate: b.manufecture_date, expireDate: b.expire_date, warranty: b.warranty },
        this.commands.context(request, user.id),
      ),
    );
    return { msg: 'Batch updated.', updated: new Set(b.items).size };
  }

  /** The user's stock as CSV; cells a spreadsheet would run as formulas are escaped. */
  @Get('exportstock')
  @UseGuards(JwtAuthGuard)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="stock.csv"')
  async export(@Query('product') product: unknown, @CurrentUser() user: AuthUser, @Res() response: Response): Promise<void> {
    if (product !== undefined && (typeof product !== 'string' || !UUID.test(product))) {
      throw new ValidationFailed({ product: ['Must be a valid UUID.'] });
    }
    // Streamed in full, a page at a time with a turn of the event loop between pages (and waiting for the
    // client to take each page): no item count blocks the server or is cut off. Each page reads only its own
    // items (ownedPages: keyset paging through the page index), so no turn costs more than a page.
    const productId = typeof product === 'string' ? product.toLowerCase() : undefined;
    response.write(csvLine(EXPORT_COLUMNS) + '\r\n');
    for await (const items of this.views.ownedPages(user.id, productId, EXPORT_PAGE)) {
      if (response.destroyed) break;
      const lines = items.map((i) => csvLine([i.display_id, i.product.name, i.product.brand, i.batch, i.status, i.manufecture_date, i.expire_date, i.warranty, i.created_at]) + '\r\n');
      if (lines.length > 0 && !response.write(lines.join(''))) await new Promise((resolve) => response.once('drain', resolve));
      await nextTurn();
    }
    response.end();
  }

  /** Public: the item's public fields (also used for tracking by id). */
  @Get('getitem/:id')
  @Public()
  async item(@Param('id') id: string) {
    const displayId = id.trim().toUpperCase();
    const view = STOCK_ITEM_ID.test(displayId) ? await this.views.publicView(displayId) : undefined;
    if (!view) throw invalidProductId();
    return view;
  }
}
