import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig, CONFIG } from '../../config/config';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { CHECKPOINT_STORE, CheckpointStore } from './checkpoint.store';
import { NoteSigner, checkpointBody, signNote } from '../domain/signed-note.format';
import { frontierRoot } from '../domain/merkle.proofs';
import { LOG_KEY } from './log-key.provider';
import { TLOG_TREE, TREE_HEAD_ID, TreeHeadDoc, frontierOf } from '../projections/merkle-tree.projection';
import { TransparencyLog } from '../transparency.public';

/** How often the tree head is signed while events arrive (nothing is signed while the log is idle). */
export const CHECKPOINT_EVERY_MS = 1_000;

/**
 * Signs a C2SP checkpoint of the projected tree whenever it has grown, at most once a second, and keeps
 * every one. Runs beside the projector (ROLE all or projector), so one process signs.
 */
@Injectable()
export class CheckpointSigner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TransparencyLog');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CHECKPOINT_STORE) private readonly checkpoints: CheckpointStore,
    @Inject(LOG_KEY) private readonly key: NoteSigner,
    private readonly log: TransparencyLog,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE === 'api') return;
    this.timer = setInterval(() => void this.tick(), CHECKPOINT_EVERY_MS);
    this.timer.unref();
    await this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    // The signer is the store's last user (queries stop before shutdown hooks run).
    await this.checkpoints.close();
  }

  /** One round: sign the tree head if it grew since the last checkpoint (never two rounds at once). */
  tick(): Promise<void> {
    this.running ??= this.signIfGrown()
      .catch((error) => this.logger.error(`checkpoint not signed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async signIfGrown(): Promise<void> {
    const frontier = frontierOf(await this.readStore.collection<TreeHeadDoc>(TLOG_TREE).findOne({ _id: TREE_HEAD_ID }));
    const latest = await this.checkpoints.latest();
    if (latest && frontier.size <= latest.size) return;
    if (latest && latest.size > 0) {
      // The tree must still extend what we signed: a rewritten log is refused, loudly, rather than signed.
      const root = await this.log.rootAt(latest.size);
      if (root !== latest.root) {
        this.logger.error(`the log no longer matches checkpoint ${latest.size} (root ${latest.root}, now ${root}): not signing`);
        return;
      }
    }
    const root = frontierRoot(frontier);
    await this.checkpoints.save({
      size: frontier.size,
      root: root.toString('base64'),
      note: signNote(checkpointBody(this.key.name, frontier.size, root), this.key),
      signed_at: new Date().toISOString(),
    });
  }
}
