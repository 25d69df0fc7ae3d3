import { Injectable } from '@nestjs/common';
import { EventLog } from '../../platform/event-store/event-log.service';
import { CustodyReader, CustodySubject } from '../custody.public';
import { evolveCustody, initialCustody } from '../domain/custody.state';
import { goodsStreamOf } from '../../platform/event-store/streams.rules';

/** Reads an item's or package's state from its stream (the same fold as every custody rule). */
@Injectable()
export class StreamCustodyReader extends CustodyReader {
  constructor(private readonly log: EventLog) {
    super();
  }

  async subject(displayId: string): Promise<CustodySubject | undefined> {
    const { state } = await this.log.load(goodsStreamOf(displayId), evolveCustody, initialCustody);
    if (!state.exists || state.kind === '') return undefined;
    return {
      displayId: state.displayId,
      kind: state.kind,
      ownerId: state.ownerId,
      registrantId: state.registrantId,
      packedIn: state.packedIn,
      contents: state.contents,
      status: state.location.status,
      warehouseId: state.location.warehouseId,
      shipmentId: state.location.shipmentId,
      shipmentDisplayId: state.location.shipmentDisplayId,
    };
  }
}
