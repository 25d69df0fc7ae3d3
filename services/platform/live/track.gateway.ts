import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { LivePublisher, trackRoom } from './live.publisher';
import { onMessages } from './socket-messages';

const DISPLAY_ID = /^(INVE|PACK)\d{1,12}$/;
const MAX_WATCHES_PER_SOCKET = 50;

/** /track: public. A client `watch`es display ids and gets only their public `tracking:updated`. */
@WebSocketGateway({ namespace: '/track' })
export class TrackGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(private readonly publisher: LivePublisher) {}

  afterInit(namespace: Namespace): void {
    this.publisher.attachTrack(namespace);
  }

  /** The client messages of every socket (one map for all of them). */
  private readonly messages = {
    watch: (socket: Socket, body: unknown) => this.watch(socket, body),
    unwatch: (socket: Socket, body: unknown) => this.unwatch(socket, body),
  };

  handleConnection(socket: Socket): void {
    onMessages(socket, this.messages);
  }

  async watch(socket: Socket, body: unknown): Promise<{ ok: boolean }> {
    const displayId = typeof body === 'string' ? body : (body as { display_id?: unknown } | null)?.display_id;
    if (typeof displayId !== 'string' || !DISPLAY_ID.test(displayId.toUpperCase())) return { ok: false };
    if (socket.rooms.size > MAX_WATCHES_PER_SOCKET) return { ok: false };
    await socket.join(trackRoom(displayId.toUpperCase()));
    return { ok: true };
  }

  async unwatch(socket: Socket, body: unknown): Promise<{ ok: boolean }> {
    if (typeof body !== 'string') return { ok: false };
    await socket.leave(trackRoom(body.toUpperCase()));
    return { ok: true };
  }
}
