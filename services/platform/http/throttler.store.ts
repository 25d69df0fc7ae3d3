import { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

/** As @nestjs/throttler's own storage: idle records are dropped once a minute. */
const SWEEP_INTERVAL_MS = 60_000;
/** Expired hits at the front of a queue are cut off once there are this many and they are over half of it. */
const COMPACT_AFTER = 4_096;

/**
 * The expiry times of one throttler's hits for one key, in ascending order. Hits are added with "now + ttl",
 * so they arrive in order (one that does not, after the clock went back, is inserted in place): the expired
 * ones are always a prefix, dropped by moving `head`, and the earliest expiry is the first live one.
 */
class HitQueue {
  private items: number[] = [];
  private head = 0;

  get count(): number {
    return this.items.length - this.head;
  }

  /** Drops the hits that expired at `now` (expiry ≤ now), as the library's `filter(expiresAt > now)`. */
  prune(now: number): void {
    const items = this.items;
    let head = this.head;
    while (head < items.length && items[head] <= now) head += 1;
    if (head === items.length) {
      this.items = [];
      this.head = 0;
    } else if (head > COMPACT_AFTER && head * 2 > items.length) {
      this.items = items.slice(head);
      this.head = 0;
    } else {
      this.head = head;
    }
  }

  add(expiresAt: number): void {
    const items = this.items;
    if (items.length === this.head || items[items.length - 1] <= expiresAt) {
      items.push(expiresAt);
      return;
    }
    let low = this.head;
    let high = items.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (items[mid] <= expiresAt) low = mid + 1;
      else high = mid;
    }
    items.splice(low, 0, expiresAt);
  }

  /** The earliest expiry of a live hit (the queue is not empty). */
  earliest(): number {
    return this.items[this.head];
  }

  hasLive(now: number): boolean {
    return this.count > 0 && this.items[this.items.length - 1] > now;
  }
}

interface KeyRecord {
  totalHits: Map<string, number>;
  hits: Map<string, HitQueue>;
  expiresAt: number;
  blockExpiresAt: number;
  isBlocked: boolean;
}

/**
 * The in-process throttler storage, with the answers of @nestjs/throttler's `ThrottlerStorageService` (a spec
 * compares the two on the same sequences of hits), in constant time per hit. The library keeps each key's hits
 * in an array that it copies with `filter` on every request (and spreads into `Math.min` when a throttler has
 * no block duration), so a client's request cost grows with how many requests it made in the window: at a
 * few thousand requests a second from one address (a proxy, a busy integrator) that copy was the server's
 * largest cost after SQLite, and most of its garbage.
 */
export class QueueThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly records = new Map<string, KeyRecord>();
  private sweep?: NodeJS.Timeout;

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    return this.hit(key, ttl, limit, blockDuration, throttlerName);
  }

  /** `increment`'s answer without a promise: the throttler guards count a request's hits synchronously with it. */
  hit(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    this.sweep ??= setInterval(() => this.evictIdle(Date.now()), SWEEP_INTERVAL_MS).unref();
    let record = this.records.get(key);
    if (!record) {
      record = { totalHits: new Map([[throttlerName, 0]]), hits: new Map(), expiresAt: Date.now() + ttl, blockExpiresAt: 0, isBlocked: false };
      this.records.set(key, record);
    }
    const hits = this.queue(record, throttlerName);
    hits.prune(Date.now());
    record.totalHits.set(throttlerName, hits.count);
    let timeToExpire = Math.ceil((record.expiresAt - Date.now()) / 1000);
    if (timeToExpire <= 0) {
      record.expiresAt = Date.now() + ttl;
      timeToExpire = Math.ceil((record.expiresAt - Date.now()) / 1000);
    }
    if (blockDuration <= 0) {
      const isBlocked = record.totalHits.get(throttlerName)! >= limit;
      if (!isBlocked) this.fire(record, throttlerName, ttl);
      const timeToBlockExpire = hits.count > 0 ? Math.ceil((hits.earliest() - Date.now()) / 1000) : timeToExpire;
      return {
        totalHits: record.totalHits.get(throttlerName)! + (isBlocked ? 1 : 0),
        timeToExpire,
        isBlocked,
        timeToBlockExpire: isBlocked ? timeToBlockExpire : 0,
      };
    }
    if (!record.isBlocked) this.fire(record, throttlerName, ttl);
    if (record.totalHits.get(throttlerName)! > limit && !record.isBlocked) {
      record.isBlocked = true;
      record.blockExpiresAt = Date.now() + blockDuration;
    }
    const timeToBlockExpire = Math.ceil((record.blockExpiresAt - Date.now()) / 1000);
    if (timeToBlockExpire <= 0 && record.isBlocked) {
      record.isBlocked = false;
      record.totalHits.set(throttlerName, 0);
      record.hits.set(throttlerName, new HitQueue());
      this.fire(record, throttlerName, ttl);
    }
    return { totalHits: record.totalHits.get(throttlerName)!, timeToExpire, isBlocked: record.isBlocked, timeToBlockExpire };
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweep);
    this.sweep = undefined;
    this.records.clear();
  }

  private queue(record: KeyRecord, throttlerName: string): HitQueue {
    let hits = record.hits.get(throttlerName);
    if (!hits) record.hits.set(throttlerName, (hits = new HitQueue()));
    return hits;
  }

  private fire(record: KeyRecord, throttlerName: string, ttl: number): void {
    record.totalHits.set(throttlerName, record.totalHits.get(throttlerName)! + 1);
    this.queue(record, throttlerName).add(Date.now() + ttl);
  }

  /** Drops records with no live hit, no running window and no running block (the library's sweep). */
  private evictIdle(now: number): void {
    for (const [key, record] of this.records) {
      if (record.isBlocked && record.blockExpiresAt > now) continue;
      if (record.expiresAt > now) continue;
      if ([...record.hits.values()].some((hits) => hits.hasLive(now))) continue;
      this.records.delete(key);
    }
  }
}
