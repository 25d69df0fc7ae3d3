import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createLogging, inRequest } from './logging.middleware';

/** A tiny app behind the request logger, with every line it writes parsed. */
function appLogging(level: 'info' | 'warn') {
  const lines: Record<string, unknown>[] = [];
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-signing', LOG_LEVEL: level });
  const logging = createLogging(config, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = express();
  app.use(...logging.middleware);
  app.get('/api/things/:id', (_req, res) => res.json({ ok: true }));
  app.get('/api/health', (_req, res) => res.json({ ok: true }));
  app.get('/api/broken', (_req, res) => {
    logging.logger.error('inside the request');
    res.status(500).json({ detail: 'Server error.' });
  });
  // As the error filter: the line is written after an await, through the request.
  app.get('/api/later', async (req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    inRequest(req, () => logging.logger.error('for the request, later'));
    res.status(500).json({ detail: 'Server error.' });
  });
  return { app, lines };
}

describe('request logs', () => {
  it('writes one JSON line per request: its id, method, path without the query, status and time; credentials stay out', async () => {
    const { app, lines } = appLogging('info');
    const answer = await request(app).get('/api/things/INVE000001?email=a@b.c').set('Authorization', 'Bearer secret-token').set('X-Request-Id', 'trace-12345678');
    expect(answer.headers['x-request-id']).toBe('trace-12345678');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', req: { id: 'trace-12345678', method: 'GET', path: '/api/things/INVE000001' }, res: { status: 200 } });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(JSON.stringify(lines[0])).not.toMatch(/secret-token|a@b\.c/);
  });

  it('gives a request without a well-formed id a new one, and does not log probes', async () => {
    const { app, lines } = appLogging('info');
    const answer = await request(app).get('/api/things/1').set('X-Request-Id', 'bad id!');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((lines[0].req as { id: string }).id).toBe(answer.headers['x-request-id']);
    await request(app).get('/api/health').expect(200);
    expect(lines).toHaveLength(1);
  });

  it('at warn logs only failures, with the request id on the line and on the lines logged inside the request', async () => {
    const { app, lines } = appLogging('warn');
    await request(app).get('/api/things/1').expect(200);
    expect(lines).toHaveLength(0);
    const answer = await request(app).get('/api/broken').expect(500);
    const id = answer.headers['x-request-id'];
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'inside the request', req: { id, path: '/api/broken' } });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'request errored', req: { id }, res: { status: 500 }, err: { message: 'failed with status code 500' } });
  });

  it('a line written after an await carries the request id when written through inRequest', async () => {
    const { app, lines } = appLogging('warn');
    const [first, second] = await Promise.all([request(app).get('/api/later').expect(500), request(app).get('/api/later').expect(500)]);
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    const later = lines.filter((line) => line.msg === 'for the request, later');
    expect(later.map((line) => (line.req as { id: string }).id).sort()).toEqual([...ids].sort());
  });
});
