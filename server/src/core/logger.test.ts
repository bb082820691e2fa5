import { Writable } from 'node:stream';
import { createLogger } from './logger';
import { runInRequestScope } from './request-scope';

function sink() {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { destination, text: () => chunks.join('') };
}

it('writes readable lines: level, concern, message, fields as key=value, and the stack of an error', () => {
  const out = sink();
  const log = createLogger('info', { format: 'pretty', destination: out.destination, colors: false });
  log.child({ component: 'postgres' }).info({ port: 5433, clusterDir: '/tmp/x' }, 'Started');
  log.info({ url: 'http://localhost:4000/' }, 'Storefront:   http://localhost:4000/');
  log.error({ err: new Error('disk full') }, 'Could not write');
  log.debug('not shown at info');

  const lines = out.text().trimEnd().split('\n');
  expect(lines[0]).toMatch(
    /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[postgres\] Started port=5433 clusterDir=\/tmp\/x$/,
  );
  // A field the message already shows is not repeated.
  expect(lines[1]).toMatch(/INFO: Storefront: {3}http:\/\/localhost:4000\/$/);
  expect(lines[2]).toMatch(/ERROR: Could not write$/);
  expect(lines[3]).toBe('Error: disk full');
  expect(lines[4]).toMatch(/^ {4}at /);
  expect(out.text()).not.toContain('not shown');
  expect(out.text()).not.toContain('{');
});

it('writes one JSON object a line otherwise', () => {
  const out = sink();
  createLogger('info', { format: 'json', destination: out.destination }).info({ port: 1 }, 'Started');
  expect(JSON.parse(out.text())).toMatchObject({ level: 30, app: 'tijara', port: 1, msg: 'Started' });
});

it('puts the request id on every line written while a request runs, in either format', () => {
  const json = sink();
  const readable = sink();
  const jsonLog = createLogger('info', { format: 'json', destination: json.destination });
  const prettyLog = createLogger('info', {
    format: 'pretty',
    destination: readable.destination,
    colors: false,
  });
  runInRequestScope({ requestId: 'req-0123456789' }, () => {
    jsonLog.child({ component: 'orm' }).info('select 1');
    prettyLog.info('Inside');
  });
  jsonLog.info('Outside');
  const [inside, outside] = json
    .text()
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as object);
  expect(inside).toMatchObject({ component: 'orm', requestId: 'req-0123456789', msg: 'select 1' });
  expect(outside).not.toHaveProperty('requestId');
  expect(readable.text()).toMatch(/INFO: Inside requestId=req-0123456789$/m);
});
