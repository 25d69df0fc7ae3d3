import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { DomainError, ValidationFailed } from '../../platform/errors/domain.errors';
import { Public } from '../../platform/auth/public.decorator';
import { QuerySchema, ResponseDoc } from '../../platform/http/openapi.document';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { leafHash } from '../domain/merkle.proofs';
import { TransparencyLog } from '../transparency.public';
import { TRANSPARENCY } from '../domain/transparency.errors';

const MAX_SIZE = Number.MAX_SAFE_INTEGER;
const proofQuery = z.object({ tree_size: field.int(1, MAX_SIZE).optional() });
const consistencyQuery = z.object({ first: field.int(1, MAX_SIZE), second: field.int(1, MAX_SIZE) });
const checkpointsQuery = z.object({ limit: field.int(1, 200).optional(), offset: field.int(0, MAX_SIZE).optional() });

const noCheckpoint = () => new DomainError('not_found', TRANSPARENCY.NO_CHECKPOINT, 'The log has not signed a checkpoint yet.');

/**
 * The public face of the transparency log: signed checkpoints, the verifier key and RFC 9162 proofs.
 * Everything here is public: anyone may check the log, and nothing in it is personal (hashes and sizes).
 */
/** The log's public face: anyone may check checkpoints and proofs. */
@Public()
@Controller('blockchain')
export class TransparencyController {
  constructor(private readonly log: TransparencyLog) {}

  /** The latest signed checkpoint as a C2SP signed note; when it was signed in `X-Checkpoint-Time`. */
  @Get('checkpoint')
  @ResponseDoc({ description: 'The latest signed checkpoint (C2SP tlog-checkpoint signed note)', contentType: 'text/plain' })
  async checkpoint(@Res({ passthrough: true }) response: Response) {
    const latest = await this.log.latestCheckpoint();
    if (!latest) throw noCheckpoint();
    response.type('text/plain');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('X-Checkpoint-Time', latest.signed_at);
    return latest.note;
  }

  /** Every kept checkpoint, newest first (beyond API.md: for auditors and monitors). */
  @Get('checkpoints')
  @QuerySchema(checkpointsQuery)
  async checkpoints(@Query() query: Record<string, unknown>) {
    const q = parseBody(checkpointsQuery, query);
    const page = await this.log.listCheckpoints(q.limit ?? 50, q.offset ?? 0);
    return {
      count: page.count,
      checkpoints: page.checkpoints.map((c) => ({ tree_size: c.size, root_hash: c.root, signed_at: c.signed_at, checkpoint: c.note })),
    };
  }

  @Get('publickey')
  @ResponseDoc({ description: 'The log’s verifier key: <name>+<hex key id>+<base64(0x01 ‖ Ed25519 key)>', contentType: 'text/plain' })
  publicKey(@Res({ passthrough: true }) response: Response) {
    response.type('text/plain');
    return `${this.log.verifierKey}\n`;
  }

  /** Inclusion proof of the event with this chain hash, in the latest checkpoint's tree or an older size. */
  @Get('proof/:hash')
  @QuerySchema(proofQuery)
  async proof(@Param('hash') hash: string, @Query() query: Record<string, unknown>) {
    if (!/^[0-9a-f]{64}$/i.test(hash)) throw new ValidationFailed({ hash: ['Enter the event’s 64-character hex hash.'] });
    const q = parseBody(proofQuery, query);
    const latest = await this.log.latestCheckpoint();
    const leafIndex = (await this.log.leafIndexes([hash.toLowerCase()])).get(hash.toLowerCase());
    if (leafIndex === undefined) throw new DomainError('not_found', TRANSPARENCY.UNKNOWN_EVENT, 'No event with this hash is in the log.');
    const treeSize = q.tree_size ?? latest?.size ?? 0;
    if (!latest || treeSize > latest.size) {
      throw new ValidationFailed({ tree_size: [`Ensure this value is less than or equal to ${latest?.size ?? 0} (the latest checkpoint).`] });
    }
    if (leafIndex >= treeSize) {
      throw new DomainError('not_found', TRANSPARENCY.NOT_YET_CHECKPOINTED, `The event is leaf ${leafIndex}, not in a tree of ${treeSize}; try again after the next checkpoint.`);
    }
    const leaf = leafHash(Buffer.from(hash, 'hex')).toString('base64');
    return { leaf_index: leafIndex, tree_size: treeSize, leaf_hash: leaf, audit_path: await this.log.inclusionProof(leafIndex, treeSize) };
  }

  /** Consistency proof between two tree sizes up to the latest checkpoint's. */
  @Get('consistency')
  @QuerySchema(consistencyQuery)
  async consistency(@Query() query: Record<string, unknown>) {
    const q = parseBody(consistencyQuery, query);
    const latest = await this.log.latestCheckpoint();
    if (!latest) throw noCheckpoint();
    if (q.first > q.second) throw new ValidationFailed({ first: ['Ensure first is not greater than second.'] });
    if (q.second > latest.size) throw new ValidationFailed({ second: [`Ensure this value is less than or equal to ${latest.size} (the latest checkpoint).`] });
    return { first: q.first, second: q.second, proof: await this.log.consistencyProof(q.first, q.second) };
  }
}
