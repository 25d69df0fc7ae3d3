import { Injectable } from '@nestjs/common';
import type { Namespace, Socket } from 'socket.io';

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

  toUser(userId: string, event: string, payload: unknown): void {
    this.live?.to(userRoom(userId)).emit(event, payload);
  }

  /** Public: only ever called with public fields. */
  toWatchers(displayId: string, event: string, payload: unknown): void {
    this.track?.to(trackRoom(displayId)).emit(event, payload);
  }
}

export const userRoom = (userId: string) => `user:${userId}`;
export const trackRoom = (displayId: string) => `track:${displayId}`;
