import { Injectable } from '@nestjs/common';
import type { Namespace, Socket } from 'socket.io';
import type {
  ApiKeysChangedJson,
  NotificationCountJson,
  OwnershipChangedJson,
  ReportUpdatedJson,
  SupportMessageJson,
  ShipmentUpdatedJson,
  TrackingUpdatedJson,
} from '../../../proto/gen/provenance/live/v1/live_pb';
import { visible, visibleLivePayload } from '../domain/visibility.policy';
import { goodsKindOf } from '../domain/display-id.rules';

/** Every live event and its payload, as the proto contracts (`provenance.live.v1`) define them. */
export interface LiveEvents {
  'notification:count': NotificationCountJson;
  'ownership:changed': OwnershipChangedJson;
  'tracking:updated': TrackingUpdatedJson;
  'report:updated': ReportUpdatedJson;
  'support:message': SupportMessageJson;
  'shipment:updated': ShipmentUpdatedJson;
  'apikeys:changed': ApiKeysChangedJson;
}

type ConnectHook = (userId: string, socket: Socket) => Promise<void>;

/**
 * What contexts use to push live updates, without knowing about sockets: to one signed-in user's room on
 * /live, or to the public watchers of one item on /track.
 */
@Injectable()
export class LivePublisher {
  private live?: Namespace;
  private track?: Namespace;
  private readonly connectHooks: ConnectHook[] = [];

  attachLive(namespace: Namespace): void {
    this.live = namespace;
  }

  attachTrack(namespace: Namespace): void {
    this.track = namespace;
  }

  /** Runs for every /live connection after authentication, e.g. to send the current badge count. */
  onUserConnected(hook: ConnectHook): void {
    this.connectHooks.push(hook);
  }

  async userConnected(userId: string, socket: Socket): Promise<void> {
    for (const hook of this.connectHooks) await hook(userId, socket);
  }

  /**
   * Whether a signed-in user has a /live socket on this server, so pushes can skip the lookups they would
   * make for nobody. (Rooms are this server's: with several replicas this would need the adapter's view.)
   */
  isOnline(userId: string): boolean {
    return (this.live?.adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0;
  }

  /** Sockets connected to this server, per namespace (metrics). */
  socketCounts(): { live: number; track: number } {
    return { live: this.live?.sockets.size ?? 0, track: this.track?.sockets.size ?? 0 };
  }

  /** Whether any signed-in user has a /live socket on this server. */
  anyoneOnline(): boolean {
    return (this.live?.sockets.size ?? 0) > 0;
  }

  /**
   * To one user's room: only the fields the visibility policy lets this message carry. Nothing is built for a
   * user with no socket here (most parties a command names are not connected: a broadcast to an empty room
   * still allocated its operator, the filtered payload and the encoded packet).
   */
  toUser<E extends keyof LiveEvents>(userId: string, event: E, payload: LiveEvents[E]): void {
    const live = this.live;
    const room = live?.adapter.rooms.get(userRoom(userId));
    if (!live || !room || room.size === 0) return;
    // Each socket of the room directly: a user has one socket per tab, and a room broadcast builds its
    // operator, room and exception sets and a pre-encoded frame per push, for one or two receivers.
    const shown = visibleLivePayload(event, payload);
    for (const id of room) live.sockets.get(id)?.emit(event, shown);
  }

  /** To one /live socket of the user it authenticated (a connect hook's first figures), through the same policy. */
  toSocket<E extends keyof LiveEvents>(socket: Socket, event: E, payload: LiveEvents[E]): void {
    socket.emit(event, visibleLivePayload(event, payload));
  }

  /** Public: /track's watchers get the public fields of the payload only (visibility policy), whoever sends it. */
  toWatchers(displayId: string, event: 'tracking:updated', payload: TrackingUpdatedJson): void {
    const shown = visible(goodsKindOf(displayId), 'public', payload as Record<string, unknown>);
    this.track?.to(trackRoom(displayId)).emit(event, shown);
  }
}

export const userRoom = (userId: string) => `user:${userId}`;
export const trackRoom = (displayId: string) => `track:${displayId}`;
