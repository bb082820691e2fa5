import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { listen } from './http-server';
import { requestLog } from './request-log';

it('writes one structured line per request (method, path without query, status, duration), and its arrival at debug level', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level: 'debug' }, sink)));
  app.get('/ping', (_req, res) => {
    res.status(201).send('pong');
  });
  const http = await listen(app, 0, '127.0.0.1');
  try {
    await (await fetch(`http://127.0.0.1:${http.port}/ping?secret=1`)).text();
  } finally {
    await http.close(1000);
  }
  expect(lines).toEqual([
    expect.objectContaining({ level: 20, method: 'GET', path: '/ping', msg: 'request received' }),
    expect.objectContaining({
      method: 'GET',
      path: '/ping',
      status: 201,
      durationMs: expect.any(Number),
      msg: 'request',
    }),
  ]);
});
