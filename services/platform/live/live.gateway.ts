import { Inject, Logger } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { TOKENS, TokenService } from '../auth/token.service';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import { SESSIONS_COLLECTION } from '../auth/jwt.strategy';
import { LivePublisher, userRoom } from './live.publisher';

/**
 * /live: signed-in users only. The access token is checked at the handshake (`auth: {token}`); a bad one
 * is refused with connect_error "unauthorized". Each user's sockets share a room.
 */
@WebSocketGateway({ namespace: '/live' })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger('LiveGateway');

  constructor(
    @Inject(TOKENS) private readonly tokens: TokenService,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly publisher: LivePublisher,
  ) {}

  afterInit(namespace: Namespace): void {
    this.publisher.attachLive(namespace);
    namespace.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      try {
        if (typeof token !== 'string') throw new Error('no token');
        const claims = this.tokens.verifyAccess(token.replace(/^Bearer\s+/i, ''));
        void this.readStore
          .collection(SESSIONS_COLLECTION)
          .findOne({ _id: claims.sid })
          .then((revoked) => {
            if (revoked) return next(new Error('unauthorized'));
            socket.data.userId = claims.sub;
            next();
          }, () => next(new Error('unauthorized')));
      } catch {
        next(new Error('unauthorized'));
      }
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    const userId = socket.data.userId as string | undefined;
    if (!userId) {
      socket.disconnect(true);
      return;
    }
    await socket.join(userRoom(userId));
    try {
      await this.publisher.userConnected(userId, socket);
    } catch (error) {
      this.logger.error('connect hook failed', error as Error);
    }
  }
}
