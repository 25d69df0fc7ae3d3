import { Module, OnModuleInit } from '@nestjs/common';
import { CONFIG } from '../config/config';
import { ProjectionRegistry } from '../platform/projections/projection.registry';
import { CHECKPOINT_STORE, openCheckpointStore } from './checkpoints/checkpoint.store';
import { CheckpointSigner } from './checkpoints/checkpoint.signer';
import { TransparencyController } from './http/transparency.controller';
import { LOG_KEY, loadLogKey } from './checkpoints/log-key.provider';
import { MerkleTreeProjection } from './projections/merkle-tree.projection';
import { TransparencyLog } from './transparency.public';

/**
 * Transparency: an RFC 9162 Merkle tree over the whole event log (a projection), signed C2SP checkpoints
 * (Ed25519) and the proofs browsers and `npm run verify` check themselves.
 */
@Module({
  controllers: [TransparencyController],
  providers: [
    { provide: LOG_KEY, useFactory: loadLogKey, inject: [CONFIG] },
    { provide: CHECKPOINT_STORE, useFactory: openCheckpointStore, inject: [CONFIG] },
    MerkleTreeProjection,
    TransparencyLog,
    CheckpointSigner,
  ],
  exports: [TransparencyLog],
})
export class TransparencyModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly tree: MerkleTreeProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.tree);
  }
}
