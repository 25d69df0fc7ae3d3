import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { CustodyModule } from '../custody/custody.module';
import { IdentityModule } from '../identity/identity.module';
import { InventoryModule } from '../inventory/inventory.module';
import { CommandBus } from '@nestjs/cqrs';
import { ApiKeyAuthenticator } from '../platform/auth/api-key.authenticator';
import { CLOCK, Clock, IDS, IdGenerator } from '../platform/domain/clock.port';
import { registerProjections } from '../platform/projections/projection.registry';
import { CreateApiKeyHandler } from './commands/create-api-key.handler';
import { RecordApiKeyUseCommand, RecordApiKeyUseHandler } from './commands/record-api-key-use.handler';
import { RevokeApiKeyHandler } from './commands/revoke-api-key.handler';
import { CaptureEpcisHandler } from './commands/capture-epcis.handler';
import { DigitalLinkResolver } from './digital-link.resolver';
import { ApiKeysController } from './http/api-keys.controller';
import { DigitalLinkController } from './http/digital-link.controller';
import { EpcisController } from './http/epcis.controller';
import { epcisProjection } from './projections/epcis.projection';
import { EpcisEventViews } from './queries/epcis-events.query';
import { apiKeysProjection } from './projections/api-keys.projection';
import { ApiKeyViews } from './queries/api-key.views';

/** Integrators: API keys (and the OpenAPI document, EPCIS and GS1 Digital Link built on the other contexts). */
@Module({
  imports: [CatalogModule, InventoryModule, CustodyModule, IdentityModule],
  controllers: [ApiKeysController, DigitalLinkController, EpcisController],
  providers: [registerProjections(apiKeysProjection, epcisProjection), CreateApiKeyHandler, RevokeApiKeyHandler, RecordApiKeyUseHandler, ApiKeyViews, DigitalLinkResolver, EpcisEventViews, CaptureEpcisHandler],
  exports: [DigitalLinkResolver],
})
export class IntegrationsModule implements OnModuleInit {
  constructor(
    private readonly apiKeys: ApiKeyAuthenticator,
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  onModuleInit(): void {
    this.apiKeys.onUse((keyId) => {
      const commandId = this.ids.uuid();
      return this.commands.execute(new RecordApiKeyUseCommand(keyId, { commandId, correlationId: commandId, userId: '', time: this.clock.now() }));
    });
  }
}
