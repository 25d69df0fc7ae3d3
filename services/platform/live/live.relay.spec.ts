import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordedEvent } from '../event-store/event-store.port';
import { DomainEvent } from '../event-store/event.types';
import { ProjectionLifecycle } from '../projections/projection-lifecycle.service';
import { LiveHandlers, LiveRelay } from './live.relay';

const event = (type: string, n: number) => ({ type, stream: `s-${n}`, data: { n } }) as unknown as RecordedEvent;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function relay() {
  const events = new EventEmitter();
  const subject = new LiveRelay({ events } as unknown as ProjectionLifecycle);
  const subscribe = (name: string, handlers: Record<string, (event: RecordedEvent) => void | Promise<void>>, afterBatch?: () => void | Promise<void>) =>
    subject.subscribe(name, handlers as LiveHandlers<DomainEvent>, afterBatch);
  return { subscribe, project: (batch: RecordedEvent[]) => events.emit('projected', batch), start: () => subject.onApplicationBootstrap() };
}

describe('LiveRelay', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands a notifier its events in log order, each handler done before the next starts, then afterBatch', async () => {
    const { subscribe, project, start } = relay();
    const seen: string[] = [];
    subscribe(
      'mixed',
      {
        A: (e) => void seen.push(`A${e.data.n}`),
        B: async (e) => {
          seen.push(`B${e.data.n} start`);
          await tick();
          seen.push(`B${e.data.n} end`);
        },
      },
      async () => {
        await tick();
        seen.push('after');
      },
    );
    start();
    project([event('A', 1), event('B', 2), event('C', 3), event('A', 4), event('B', 5), event('A', 6)]);
    // Up to the first handler that waits, everything ran in the emit itself.
    expect(seen).toEqual(['A1', 'B2 start']);
    await vi.waitFor(() => expect(seen.at(-1)).toBe('after'), { timeout: 10_000 });
    expect(seen).toEqual(['A1', 'B2 start', 'B2 end', 'A4', 'B5 start', 'B5 end', 'A6', 'after']);
  });

  it('logs a failing notifier, sync or async, and still serves the others', async () => {
    const { subscribe, project, start } = relay();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const served: string[] = [];
    subscribe('throws', {
      A: () => {
        throw new Error('sync failure');
      },
    });
    subscribe('rejects', {
      A: async () => {
        await tick();
        throw new Error('async failure');
      },
    });
    subscribe('fine', { A: (e) => void served.push(`A${e.data.n}`) }, () => void served.push('after'));
    start();
    project([event('A', 1), event('A', 2)]);
    expect(served).toEqual(['A1', 'A2', 'after']);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(logged.mock.calls.map(([message]) => message)).toEqual(['throws live push failed', 'rejects live push failed']);
  });
});
