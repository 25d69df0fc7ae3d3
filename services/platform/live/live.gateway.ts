import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { AccessClaims, TOKENS, TokenService } from '../auth/token.service';
import { RevokedSessions } from '../auth/revoked-sessions.port';
import { RecordedEvent } from '../event-store/event-store.port';
import { categoryOf, idOf } from '../event-store/streams.rules';
import { ProjectionLifecycle } from '../projections/projection-lifecycle.service';
import { LivePublisher, userRoom } from './live.publisher';
import { onMessages } from './socket-messages';

/** What a /live socket was authenticated with. */
interface SocketAuth {
  userId: string;
  sessionId: string;
  /** When its access token expires (ms since the epoch). */
  expiresAt: number;
}

/**
 * /live: signed-in users only. The access token is checked at the handshake (`auth: {token}`); a bad one
 * is refused with connect_error "unauthorized". Each user's sockets share a room.
 *
 * A socket lives only as long as the access it was given: when its session is revoked (logout, a reused
 * refresh token) it is disconnected, on every server, as soon as the revocation is projected; when its
 * access token expires it is disconnected unless the client sent a fresh token of the same user with
 * `auth:renew` before (the web app does whenever it refreshes its tokens).
 */
@WebSocketGateway({ namespace: '/live' })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnApplicationBootstrap {
  private readonly logger = new Logger('LiveGateway');
  private readonly bySession = new Map<string, Set<Socket>>();
  private readonly expiryTimers = new WeakMap<Socket, NodeJS.Timeout>();
  /** The client messages of every socket (one map for all of them). */
  private readonly messages = { 'auth:renew': (socket: Socket, body: unknown) => this.renew(socket, body) };

  constructor(
    @Inject(TOKENS) private readonly tokens: TokenService,
    private readonly revokedSessions: RevokedSessions,
    private readonly publisher: LivePublisher,
    private readonly projections: ProjectionLifecycle,
  ) {}

  onApplicationBootstrap(): void {
    this.projections.events.on('projected', (batch: RecordedEvent[]) => {
      for (const event of batch) {
        if (event.type === 'SessionRevoked' && categoryOf(event.stream) === 'session') this.endSession(idOf(event.stream));
      }
    });
  }

  afterInit(namespace: Namespace): void {
    this.publisher.attachLive(namespace);
    namespace.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      this.authenticate(token).then(
        (auth) => {
          if (!auth) return next(new Error('unauthorized'));
          socket.data.auth = auth;
          socket.data.userId = auth.userId;
          next();
        },
        () => next(new Error('unauthorized')),
      );
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    const auth = socket.data.auth as SocketAuth | undefined;
    if (!auth) {
      socket.disconnect(true);
      return;
    }
    this.track(socket, auth);
    onMessages(socket, this.messages);
    // A revocation projected between the handshake's check and now found no socket to end.
    if (await this.revokedSessions.isRevoked(auth.sessionId)) {
      socket.disconnect(true);
      return;
    }
    await socket.join(userRoom(auth.userId));
    try {
      await this.publisher.userConnected(auth.userId, socket);
    } catch (error) {
      this.logger.error('connect hook failed', error as Error);
    }
  }

  handleDisconnect(socket: Socket): void {
    this.untrack(socket);
  }

  /** A fresh access token of the same user keeps the socket past its first token's expiry. */
  async renew(socket: Socket, body: unknown): Promise<{ ok: boolean }> {
    const current = socket.data.auth as SocketAuth | undefined;
    const token = typeof body === 'string' ? body : (body as { token?: unknown } | null)?.token;
    const auth = await this.authenticate(token).catch(() => undefined);
    if (!current || !auth || auth.userId !== current.userId) return { ok: false };
    this.untrack(socket);
    socket.data.auth = auth;
    this.track(socket, auth);
    return { ok: true };
  }

  /** Disconnects every socket of a revoked session on this server. */
  endSession(sessionId: string): void {
    for (const socket of [...(this.bySession.get(sessionId) ?? [])]) socket.disconnect(true);
  }

  /** The user and session of a valid access token whose session is not revoked, else undefined. */
  private async authenticate(token: unknown): Promise<SocketAuth | undefined> {
    if (typeof token !== 'string') return undefined;
    let claims: AccessClaims;
    try {
      claims = this.tokens.verifyAccess(token.replace(/^Bearer\s+/i, ''));
    } catch {
      return undefined;
    }
    if (await this.revokedSessions.isRevoked(claims.sid)) return undefined;
    return { userId: claims.sub, sessionId: claims.sid, expiresAt: claims.exp * 1000 };
  }

  private track(socket: Socket, auth: SocketAuth): void {
    let sockets = this.bySession.get(auth.sessionId);
    if (!sockets) this.bySession.set(auth.sessionId, (sockets = new Set()));
    sockets.add(socket);
    const timer = setTimeout(() => socket.disconnect(true), Math.max(0, auth.expiresAt - Date.now()));
    timer.unref();
    this.expiryTimers.set(socket, timer);
  }

  private untrack(socket: Socket): void {
    clearTimeout(this.expiryTimers.get(socket));
    const auth = socket.data.auth as SocketAuth | undefined;
    if (!auth) return;
    const sockets = this.bySession.get(auth.sessionId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.bySession.delete(auth.sessionId);
  }
}
