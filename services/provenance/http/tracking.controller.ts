import { Controller, Get, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ProductDirectory } from '../../catalog/catalog.public';
import { StockItemViews } from '../../inventory/inventory.public';
import { GoodsLocationReader } from '../../logistics/logistics.public';
import { PackageViews } from '../../packaging/packaging.public';
import { parseDisplayId, goodsKindOf } from '../../platform/domain/display-id.rules';
import { JwtAuthGuard } from '../../platform/auth/auth.guard';
import { ApiKeyAuthenticator, presentedApiKey } from '../../platform/auth/api-key.authenticator';
import { CurrentUser } from '../../platform/auth/auth.guard';
import { AuthUser, JwtStrategy } from '../../platform/auth/jwt.strategy';
import { Public } from '../../platform/auth/public.decorator';
import { audienceOf, listedInExplorer, visible } from '../../platform/domain/visibility.policy';
import { TOKENS, TokenService } from '../../platform/auth/token.service';
import { DomainError, ValidationFailed, unknownProductId } from '../../platform/errors/domain.errors';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { categoryOf, goodsStreamOf, idOf } from '../../platform/event-store/streams.rules';
import { QuerySchema } from '../../platform/http/openapi.document';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { z } from 'zod';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { UnchangedAnswers } from '../../platform/projections/unchanged-answers.cache';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { ProvenanceReader } from '../queries/provenance.reader';
import { EXPLORER_STREAM_CATEGORIES, PARTY_STREAMS, PartyStreamDoc } from '../projections/party-streams.projection';
import { PublicWarrantyPartner, WarrantyDirectory } from '../../support/support.public';
import { PROVENANCE } from '../domain/provenance.errors';

const invalidId = () => unknownProductId();
/** Tracking answers kept at most (a few hundred bytes each). */
const TRACKING_ANSWERS = 100_000;

/**
 * A kept public answer as its JSON body (undefined for an unknown id): one string instead of the answer's object
 * graph. Up to `TRACKING_ANSWERS` of them live in the old generation, and every mark-compact traced each graph's
 * dozens of objects; a body served again is also sent as it is, not serialised again. `etag` once it was served
 * twice ('' after the first serving).
 */
type PublicAnswer = NonNullable<Awaited<ReturnType<TrackingController['publicAnswer']>>>;

interface KeptBody {
  json: string;
  etag?: string;
}
/** Products whose warranty partners are kept for tracking answers (a short list each). */
const PRODUCTS_PARTNERS = 1_000;

const historyQuery = z.object({
  at: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(40, 'Ensure this field has no more than 40 characters.')
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/, 'Enter an ISO 8601 time, such as 2025-06-01T12:00:00Z.')
    .refine((s) => !Number.isNaN(Date.parse(s)), 'Enter an ISO 8601 time, such as 2025-06-01T12:00:00Z.')
    .transform((s) => new Date(s))
    .optional(),
});

/** Public tracking and provenance by display id. */
@Controller()
export class TrackingController {
  /**
   * Public tracking answers (they depend on the read models only), kept until a document they read is written
   * (the goods, their product, owner, location, package, warranty partners): a scanned code is looked up again
   * and again between changes of its goods.
   */
  private readonly answers: UnchangedAnswers<KeptBody | undefined>;
  /**
   * Warranty partners per product, for the items' answers: every item of a product has the same, and reading them
   * is a query by field (in SQLite for the embedded store) that each new item's answer would otherwise repeat.
   */
  private readonly partners: UnchangedAnswers<PublicWarrantyPartner[]>;

  constructor(
    private readonly items: StockItemViews,
    private readonly packages: PackageViews,
    private readonly provenance: ProvenanceReader,
    private readonly locations: GoodsLocationReader,
    private readonly warranty: WarrantyDirectory,
    @Inject(TOKENS) private readonly tokens: TokenService,
    private readonly jwt: JwtStrategy,
    private readonly apiKeys: ApiKeyAuthenticator,
    projections: ProjectionLifecycle,
    @Inject(READ_STORE) readStore: ReadStore,
  ) {
    this.answers = new UnchangedAnswers(projections, readStore, TRACKING_ANSWERS);
    this.partners = new UnchangedAnswers(projections, readStore, PRODUCTS_PARTNERS);
  }

  @Get('tracking/:id')
  @Public()
  async track(@Param('id') id: string, @Res({ passthrough: true }) response: Response): Promise<PublicAnswer> {
    const displayId = parseDisplayId(id);
    if (!displayId) throw invalidId();
    const answer = await this.answers.get(displayId, async (reads) => {
      const view = await this.publicAnswer(displayId, reads);
      return view && { json: JSON.stringify(view) };
    });
    if (!answer) throw invalidId();
    const etag = this.etagOf(answer, response);
    if (etag) response.setHeader('ETag', etag);
    // The header `res.json` sets; a string body is then sent as it is. Typed as the answer it holds, which is what
    // the client receives and the OpenAPI document describes.
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    return answer.json as unknown as PublicAnswer;
  }

  /**
   * The ETag Express would compute for a kept answer served again, worked out once per answer (it hashes every
   * body it sends, and skips that when the header is set). Not on the answer's first serving: most answers of a
   * code scanned once are never served again, and Express hashes those as before.
   */
  private etagOf(answer: KeptBody, response: Response): string | undefined {
    if (answer.etag === undefined) {
      answer.etag = '';
      return undefined;
    }
    if (answer.etag) return answer.etag;
    const etagOf = response.app.get('etag fn') as ((body: string, encoding: string) => string | undefined) | undefined;
    // ETags off (`app.set('etag', false)`): none, as Express would send.
    const etag = typeof etagOf === 'function' ? etagOf(answer.json, 'utf8') : undefined;
    // Kept flat: Express builds it by concatenation, a tree of half a dozen strings for every mark-compact to trace.
    if (etag) answer.etag = JSON.parse(JSON.stringify(etag)) as string;
    return etag;
  }

  /**
   * What anyone sees of the goods (public audience of the visibility policy); undefined for an unknown id. Every
   * read goes through `store`, which records it for the kept answer.
   */
  private async publicAnswer(displayId: string, store: ReadStore) {
    const items = this.items.reading(store);
    const view = displayId.startsWith('PACK') ? await this.packages.reading(store).publicView(displayId) : await items.publicView(displayId);
    if (!view) return undefined;
    // Where it is now (a warehouse, in transit with its route, delivered): public fields only.
    const { status, location, address_location, route } = await this.locations.reading(store).publicLocation(view.display_id);
    // Who services it under warranty, when its product has warranty partners (items only).
    const item = view.display_id.startsWith('INVE') ? await items.find(view.display_id) : null;
    const warranty = item ? await this.warrantyOf(item.product_id, item.warranty, store) : undefined;
    // Public tracking is the public audience of the visibility policy, whoever asks.
    return visible(goodsKindOf(view.display_id), 'public', {
      msg: 'success',
      ...view,
      status,
      ...(location ? { location } : {}),
      ...(address_location ? { address_location } : {}),
      ...(route ? { route } : {}),
      ...(warranty ? { warranty } : {}),
    });
  }

  private async warrantyOf(productId: string, itemWarranty: string | undefined, store: ReadStore) {
    const partners = await this.partners.get(productId, (reads) => this.warranty.reading(reads).partnersOf(productId), store);
    return this.warranty.reading(store).forItem(productId, itemWarranty, partners);
  }

  /** Anyone may check the chain; the goods' parties also see each event's data (visibility policy). */
  @Get('provenance/:id')
  @Public()
  @QuerySchema(historyQuery)
  async history(@Param('id') id: string, @Query() query: Record<string, unknown>, @Req() request: Request) {
    const displayId = parseDisplayId(id);
    if (!displayId) throw invalidId();
    // Time travel: with `at`, the events up to then and the state they leave.
    const { at } = parseBody(historyQuery, query);
    const stream = goodsStreamOf(displayId);
    const history = await this.provenance.history(stream, await this.provenance.audience(stream, await this.viewer(request)), at);
    if (!history) throw invalidId();
    return { display_id: displayId, ...history };
  }

  /** The audit bundle `npm run verify` checks offline; event data only for the goods' parties, as above. */
  @Get('provenance/:id/bundle')
  @Public()
  async bundle(@Param('id') id: string, @Req() request: Request) {
    const displayId = parseDisplayId(id);
    if (!displayId) throw invalidId();
    const stream = goodsStreamOf(displayId);
    const bundle = await this.provenance.bundle(stream, await this.provenance.audience(stream, await this.viewer(request)));
    if (!bundle) throw invalidId();
    return { display_id: displayId, ...bundle };
  }

  /**
   * Who asks a public route, if anyone: the owner of a valid API key, or the user of a valid access token whose
   * session is not revoked. Bad credentials read as anonymous (the route is public).
   */
  private async viewer(request: Request): Promise<string | undefined> {
    try {
      const apiKey = presentedApiKey(request);
      if (apiKey !== undefined) return (await this.apiKeys.authenticate(apiKey, 'GET')).id;
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return undefined;
      const user = await this.jwt.validate(this.tokens.verifyAccess(token));
      return user ? user.id : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * Categories the explorer shows, by the names its filter uses. Streams of sign-in codes, sessions, e-mail
 * claims and newsletter subscriptions are named after (hashes of) personal data and stay out of it.
 */
const EXPLORER_CATEGORIES: Record<string, string> = {
  items: 'stockitem',
  packages: 'package',
  products: 'product',
  shipments: 'shipment',
  users: 'user',
};
const SHOWN = new Set(Object.values(EXPLORER_CATEGORIES));
/** Streams whose events' data their parties may read (as on the tracking pages). */
const WITH_DATA = new Set(['stockitem', 'package']);

const streamsQuery = z.object({
  category: z.enum(Object.keys(EXPLORER_CATEGORIES) as [string, ...string[]], { error: `Choose one of ${Object.keys(EXPLORER_CATEGORIES).join(', ')}.` }).optional(),
  limit: field.int(1, 100).optional(),
  offset: field.int(0, 10_000_000).optional(),
});

const notFound = (what = 'Nothing found for this hash or id.') => new DomainError('not_found', PROVENANCE.EXPLORER_NOT_FOUND, what);

/**
 * The explorer: the streams the viewer is a party to, with their head hashes, and search by hash, display id or
 * stream (visibility policy: other companies' streams are not listed, their goods show public fields only).
 */
@Controller('blockchain')
@UseGuards(JwtAuthGuard)
export class ExplorerController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly provenance: ProvenanceReader,
    private readonly items: StockItemViews,
    private readonly packages: PackageViews,
    private readonly products: ProductDirectory,
    private readonly locations: GoodsLocationReader,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  /** Newest first; `category` filters (items, packages, products, shipments, users). */
  @Get('allstreams')
  @QuerySchema(streamsQuery)
  async all(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser) {
    const q = parseBody(streamsQuery, query);
    // Only the user's own streams, a page of them from the page index of (party, stream): a brand's 100,000
    // items are 100,000 entries of which the page reads its own, not 100,000 names looked up in the log.
    // Every category when none is asked for: the list's page index is by party and category (see the projection).
    const filter = { party: user.id, category: q.category ? EXPLORER_CATEGORIES[q.category] : { $in: [...EXPLORER_STREAM_CATEGORIES] } };
    const mine = this.readStore.collection<PartyStreamDoc>(PARTY_STREAMS);
    const [count, page] = await Promise.all([mine.count(filter), mine.find(filter, { sort: { last: -1, _id: -1 }, skip: q.offset ?? 0, limit: q.limit ?? 25 })]);
    const streams = await Promise.all(
      page.map(async ({ stream }) => {
        const [head] = await this.store.readStream(stream, { direction: 'backwards', maxCount: 1 });
        return {
          stream,
          category: categoryOf(stream),
          ...(WITH_DATA.has(categoryOf(stream)) ? { display_id: idOf(stream) } : {}),
          length: head ? Number(head.revision) + 1 : 0,
          head_hash: head?.metadata.hash ?? '',
          updated_at: head?.metadata.time ?? null,
        };
      }),
    );
    return { count, streams };
  }

  /**
   * An event by its hash (public chain fields), or a stream by display id or stream name with its events: goods to
   * anyone (data for their parties, as in provenance), other streams only to their parties.
   */
  @Get('search')
  async search(@Query('q') q: unknown, @CurrentUser() user: AuthUser) {
    if (typeof q !== 'string' || q.trim() === '') {
      throw new ValidationFailed({ q: ['This field is required.'] });
    }
    const query = q.trim();
    if (query.length > 200) throw new ValidationFailed({ q: ['Ensure this field has no more than 200 characters.'] });
    if (/^[0-9a-f]{64}$/i.test(query)) {
      const event = await this.store.findByHash(query.toLowerCase());
      if (!event || !SHOWN.has(categoryOf(event.stream))) throw notFound('No event with this hash.');
      return {
        kind: 'event',
        stream: event.stream,
        ...(WITH_DATA.has(categoryOf(event.stream)) ? { display_id: idOf(event.stream) } : {}),
        revision: Number(event.revision),
        type: event.type,
        time: event.metadata.time,
        prev_hash: event.metadata.prevHash,
        hash: event.metadata.hash,
      };
    }
    const displayId = parseDisplayId(query);
    const stream = displayId ? goodsStreamOf(displayId) : query;
    const category = categoryOf(stream);
    if (!SHOWN.has(category)) throw notFound();
    if (!WITH_DATA.has(category) && !listedInExplorer(await this.streamAudience(stream, user.id))) throw notFound();
    const history = await this.provenance.history(stream, WITH_DATA.has(category) ? await this.provenance.audience(stream, user.id) : 'public');
    if (!history) throw notFound();
    return { kind: 'stream', stream, ...(WITH_DATA.has(categoryOf(stream)) ? { display_id: idOf(stream) } : {}), ...history };
  }

  /** The user's standing to a product, shipment or account stream: its owner ('owner') or nobody ('public'). */
  private async streamAudience(stream: string, userId: string) {
    const id = idOf(stream);
    switch (categoryOf(stream)) {
      case 'user':
        return audienceOf(userId, { ownerId: id });
      case 'product':
        return audienceOf(userId, { ownerId: (await this.products.byId(id))?.ownerId ?? '' });
      case 'shipment':
        return (await this.locations.shipmentsOf(userId)).includes(id) ? 'owner' : 'public';
      default:
        return 'public';
    }
  }
}
