import { Controller, Get, Headers, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { StockItemViews } from '../../inventory/stock-item-views';
import { PackageViews } from '../../packaging/package-views';
import { parseDisplayId } from '../../inventory/domain/display-id';
import { JwtAuthGuard } from '../../platform/auth/auth.guard';
import { TOKENS, TokenService } from '../../platform/auth/token.service';
import { DomainError, ValidationFailed, unknownProductId } from '../../platform/errors/domain-error';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { streams } from '../../platform/event-store/streams';
import { ProvenanceReader } from '../provenance-reader';

const invalidId = () => unknownProductId();

function streamFor(displayId: string): string {
  return displayId.startsWith('PACK') ? streams.package(displayId) : streams.stockItem(displayId);
}

/** Public tracking and provenance by display id. */
@Controller()
export class TrackingController {
  constructor(
    private readonly items: StockItemViews,
    private readonly packages: PackageViews,
    private readonly provenance: ProvenanceReader,
    @Inject(TOKENS) private readonly tokens: TokenService,
  ) {}

  @Get('tracking/:id')
  async track(@Param('id') id: string) {
    const displayId = parseDisplayId(id);
    const view = !displayId
      ? undefined
      : displayId.startsWith('PACK')
        ? await this.packages.publicView(displayId)
        : await this.items.publicView(displayId);
    if (!view) throw invalidId();
    return { msg: 'success', ...view };
  }

  /** Anyone may check the chain; signed-in users also see each event's data. */
  @Get('provenance/:id')
  async history(@Param('id') id: string, @Headers('authorization') authorization?: string) {
    const displayId = parseDisplayId(id);
    if (!displayId) throw invalidId();
    const history = await this.provenance.history(streamFor(displayId), this.signedIn(authorization));
    if (!history) throw invalidId();
    return { display_id: displayId, ...history };
  }

  private signedIn(authorization: string | undefined): boolean {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return false;
    try {
      this.tokens.verifyAccess(token);
      return true;
    } catch {
      return false;
    }
  }
}

/** The explorer: streams of the log with their head hashes, and search by hash or id. */
@Controller('blockchain')
@UseGuards(JwtAuthGuard)
export class ExplorerController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly provenance: ProvenanceReader,
  ) {}

  @Get('allstreams')
  async all() {
    const list = await this.store.listStreams();
    return list
      .filter((s) => s.stream.startsWith('stockitem-') || s.stream.startsWith('package-') || s.stream.startsWith('product-'))
      .slice(0, 500)
      .map((s) => ({ stream: s.stream, length: s.length, head_hash: s.headHash, last_position: s.lastPosition.toString() }));
  }

  @Get('search')
  async search(@Query('q') q: unknown) {
    if (typeof q !== 'string' || q.trim() === '') {
      throw new ValidationFailed({ q: ['This field is required.'] });
    }
    const query = q.trim();
    if (/^[0-9a-f]{64}$/i.test(query)) {
      const event = await this.store.findByHash(query.toLowerCase());
      if (!event) throw new DomainError('not_found', 'EXPLORER.NOT_FOUND', 'No event with this hash.');
      return {
        kind: 'event',
        stream: event.stream,
        revision: Number(event.revision),
        type: event.type,
        time: event.metadata.time,
        prev_hash: event.metadata.prevHash,
        hash: event.metadata.hash,
      };
    }
    const displayId = parseDisplayId(query);
    const history = displayId ? await this.provenance.history(streamFor(displayId), true) : undefined;
    if (!history) throw new DomainError('not_found', 'EXPLORER.NOT_FOUND', 'Nothing found for this hash or id.');
    return { kind: 'stream', display_id: displayId, ...history };
  }
}
