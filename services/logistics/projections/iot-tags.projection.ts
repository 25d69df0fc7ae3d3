import { Projection } from '../../platform/projections/projection.types';
import { IotTagEvent } from '../domain/logistics.events';
import { snakeFields, upsert } from '../../platform/projections/upsert.helper';

export const IOT_TAGS = 'logistics_iot_tags';

/** A registered tag as its owner's screens list it (never the secret, only its first characters). */
export interface IotTagDoc {
  _id: string;
  owner_id: string;
  package_id: string;
  device_id: string;
  kind: string;
  secret_prefix: string;
  registered_at: string;
  last_location: string;
  last_recorded_at: string;
  reports: number;
  [key: string]: unknown;
}

/** The tags of each package, with their last reported position. */
export const iotTagsProjection: Projection<IotTagEvent> = {
  name: 'logistics.iot-tags',
  collections: [IOT_TAGS],
  indexes: [{ collection: IOT_TAGS, fields: ['package_id'] }],
  handlers: {
    async IotTagRegistered(event, w) {
      const d = event.data;
      await upsert(w, IOT_TAGS, d.tagId, {
        ...snakeFields(d, 'ownerId', 'packageId', 'deviceId', 'kind', 'secretPrefix'),
        registered_at: event.metadata.time,
        last_location: '',
        last_recorded_at: '',
        reports: 0,
      });
    },
    async IotTagPositionReported(event, w) {
      const d = event.data;
      await w.updateOne(IOT_TAGS, { _id: d.tagId }, { $set: { last_location: d.location, last_recorded_at: d.recordedAt }, $inc: { reports: 1 } });
    },
  },
};
