import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { IOT_TAGS, IotTagDoc } from '../projections/iot-tags.projection';

/** Tags as their owner sees them (another company's tags are simply not listed). */
@Injectable()
export class IotTagViews {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async list(ownerId: string, packageId?: string) {
    const filter: Record<string, unknown> = { owner_id: ownerId };
    if (packageId) filter.package_id = packageId;
    const docs = await this.readStore.collection<IotTagDoc>(IOT_TAGS).find(filter, { sort: { registered_at: -1, _id: -1 } });
    return docs.map((d) => ({
      id: d._id,
      package: d.package_id,
      device_id: d.device_id,
      kind: d.kind,
      secret_prefix: d.secret_prefix,
      registered_at: d.registered_at,
      last_location: d.last_location || null,
      last_recorded_at: d.last_recorded_at || null,
      reports: d.reports,
    }));
  }
}
