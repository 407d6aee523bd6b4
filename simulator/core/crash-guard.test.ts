import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { guardProcess, installErrorHandling, statusOf } from './crash-guard';

const emit = process.emit.bind(process) as (event: string, ...args: unknown[]) => boolean;

describe('request errors', () => {
  const logged: string[] = [];
  const app = Fastify();
  installErrorHandling(app, (line) => logged.push(line));
  app.get('/boom', async () => {
    throw new TypeError('x.trim is not a function');
  });
  app.post('/echo', async (request) => ({ got: request.body }));
  // An exception thrown later, outside the handler, still knows its request.
  app.get('/later', async () => {
    // Emitted rather than thrown: a real throw would also reach vitest's own handler.
    setImmediate(() => emit('uncaughtException', new Error('late')));
    return { ok: true };
  });
  afterEach(() => logged.splice(0));

  it('answers a handler bug with a logged 500 naming the request', async () => {
    const r = await app.inject({ method: 'GET', url: '/boom?a=1' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ code: 500, msg: 'Internal error', data: null });
    expect(logged).toEqual(['simulator: GET /boom?a=1 failed']);
  });

  it('answers client faults with a 4xx and logs nothing', async () => {
    const post = (payload: string, type = 'application/json') =>
      app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': type } });
    expect((await post('{"a":')).statusCode).toBe(400);
    expect((await post('{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await post('{"constructor":{"prototype":{"x":1}}}')).statusCode).toBe(400);
    expect((await post('x'.repeat(1_100_000))).statusCode).toBe(413);
    expect((await post('a=1', 'application/x-unknown')).statusCode).toBe(415);
    expect(logged).toEqual([]);
  });

  it('maps statuses', () => {
    expect(statusOf({ statusCode: 404 })).toBe(404);
    expect(statusOf({ code: 'FST_ERR_VALIDATION', statusCode: 500 })).toBe(400);
    expect(statusOf(new SyntaxError('Unexpected end'))).toBe(400);
    expect(statusOf(new Error('bug'))).toBe(500);
  });

  it('the process guard logs an uncaught exception with the request it ran for, and keeps going', async () => {
    const lines: string[] = [];
    const stop = guardProcess((line) => lines.push(line));
    try {
      emit('unhandledRejection', new Error('nobody awaited'), Promise.resolve());
      await app.inject({ method: 'GET', url: '/later' });
      await new Promise((r) => setImmediate(r));
    } finally {
      stop();
    }
    expect(lines).toEqual(['simulator: unhandled rejection', 'simulator: uncaught exception during GET /later']);
  });
});
