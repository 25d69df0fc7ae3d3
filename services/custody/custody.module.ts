import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { InventoryModule } from '../inventory/inventory.module';
import { PackagingModule } from '../packaging/packaging.module';
import { registerProjections } from '../platform/projections/projection.registry';
import { ApproveOwnershipHandler } from './commands/approve-ownership.handler';
import { CreatePackageHandler } from './commands/create-package.handler';
import { CustodyLoader } from './commands/custody.loader';
import { CustodyStepsHandler } from './commands/custody-steps.handler';
import { HandOverHandler } from './commands/hand-over.handler';
import { PackContentsHandler } from './commands/pack-contents.handler';
import { RecordBatchHandler } from './commands/record-batch.handler';
import { RegisterStockItemsHandler } from './commands/register-stock-items.handler';
import { RejectOwnershipHandler } from './commands/reject-ownership.handler';
import { ReportCounterfeitHandler } from './commands/report-counterfeit.handler';
import { RequestOwnershipHandler } from './commands/request-ownership.handler';
import { UnpackPackageHandler } from './commands/unpack-package.handler';
import { UpdatePackageHandler } from './commands/update-package.handler';
import { CustodyReader } from './custody.public';
import { OwnershipController } from './http/ownership.controller';
import { ProductOwnershipController } from './http/product-ownership.controller';
import { OwnershipLiveNotifier } from './live/ownership-live.notifier';
import { ownershipRequestsProjection } from './projections/ownership-requests.projection';
import { StreamCustodyReader } from './queries/custody.reader';
import { OwnershipRequestViews } from './queries/ownership-request.views';

/**
 * Custody: the one writer of the `stockitem-` and `package-` streams. Registration, package details,
 * ownership requests, decisions and hand-overs, packing and unpacking, and counterfeit reports are its
 * commands (`custody.public.ts`); ownership requests are its read model, pushed live.
 */
@Module({
  imports: [IdentityModule, CatalogModule, InventoryModule, PackagingModule],
  controllers: [OwnershipController, ProductOwnershipController],
  providers: [
    registerProjections(ownershipRequestsProjection),
    RegisterStockItemsHandler,
    RecordBatchHandler,
    CreatePackageHandler,
    UpdatePackageHandler,
    RequestOwnershipHandler,
    ApproveOwnershipHandler,
    RejectOwnershipHandler,
    HandOverHandler,
    PackContentsHandler,
    UnpackPackageHandler,
    ReportCounterfeitHandler,
    CustodyStepsHandler,
    CustodyLoader,
    OwnershipRequestViews,
    OwnershipLiveNotifier,
    { provide: CustodyReader, useClass: StreamCustodyReader },
  ],
  exports: [CustodyReader],
})
export class CustodyModule {}
