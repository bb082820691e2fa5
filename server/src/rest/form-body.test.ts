import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { isAppError } from '../core/errors';
import { fieldOf, readFormBody } from './form-body';

let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.post('/form', async (req, res) => {
    try {
      const body = await readFormBody(req, { maxFileBytes: 1024, maxFiles: 2 });
      res.json({
        fields: body.fields,
        last: fieldOf(body, 'tag') ?? null,
        files: body.files.map((f) => ({ field: f.field, filename: f.filename, size: f.data.length })),
      });
    } catch (error) {
      if (!isAppError(error)) throw error;
      res
        .status(error.code === 'PAYLOAD_TOO_LARGE' ? 413 : 400)
        .json({ code: error.code, errors: error.fieldErrors });
    }
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/form`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', body, headers });
}

describe('readFormBody', () => {
  it('reads JSON, urlencoded and multipart forms into the same shape', async () => {
    const json = await post(JSON.stringify({ name: 'Robe', quantity: 2, tag: ['a', 'b'] }), {
      'content-type': 'application/json',
    });
    expect(await json.json()).toEqual({
      fields: { name: 'Robe', quantity: '2', tag: ['a', 'b'] },
      last: 'b',
      files: [],
    });
    const encoded = await post(
      new URLSearchParams([
        ['name', 'Robe'],
        ['tag', 'a'],
        ['tag', 'b'],
      ]),
    );
    expect(await encoded.json()).toEqual({ fields: { name: 'Robe', tag: ['a', 'b'] }, last: 'b', files: [] });
    const form = new FormData();
    form.append('name', 'Robe');
    form.append('file', new Blob([Buffer.alloc(10)]), 'a.png');
    expect(await (await post(form)).json()).toEqual({
      fields: { name: 'Robe' },
      last: null,
      files: [{ field: 'file', filename: 'a.png', size: 10 }],
    });
  });

  it('accepts a file of exactly the limit', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(1024)]), 'exact.jpg');
    expect(await (await post(form)).json()).toMatchObject({ files: [{ filename: 'exact.jpg', size: 1024 }] });
  });

  it('stops at a file over the size limit with 413 naming the field', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(1025)]), 'big.jpg');
    const response = await post(form);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      errors: { file: ['big.jpg is larger than 1 KB'] },
    });
  });

  it('refuses more files than allowed', async () => {
    const form = new FormData();
    for (const name of ['a', 'b', 'c']) form.append('file', new Blob([Buffer.alloc(1)]), `${name}.png`);
    const response = await post(form);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errors: { file: ['At most 2 files per request'] } });
  });

  it('refuses a body of another type, and a JSON body that is not an object', async () => {
    expect((await post('x', { 'content-type': 'text/plain' })).status).toBe(400);
    expect((await post('[1]', { 'content-type': 'application/json' })).status).toBe(400);
  });
});
