import { CommandHandler } from '@nestjs/cqrs';
import { FreshIdHandler } from '../../platform/event-store/fresh-id.handler';
import { RequestOwnershipCommand } from '../custody.public';
import { ownershipDecider } from '../domain/ownership.decider';
import { goodsStreamOf } from '../../platform/event-store/streams.rules';

/** A request on the item's or package's stream under a fresh request id; answers the request id. */
@CommandHandler(RequestOwnershipCommand)
export class RequestOwnershipHandler extends FreshIdHandler<RequestOwnershipCommand> {
  protected append(requestId: string, { displayId, requesterId, context }: RequestOwnershipCommand) {
    return this.commands.handle(goodsStreamOf(displayId), ownershipDecider, { kind: 'RequestOwnership', requestId, requesterId }, context);
  }
}
