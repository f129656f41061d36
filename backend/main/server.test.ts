import net from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './server';
import type http from 'node:http';

/** A client that starts an upload and never finishes it must not hold its connection forever. */
let server: http.Server;
let port: number;
beforeAll(async () => {
  const app = new Koa();
  app.silent = true;
  // Like the import: the answer comes once the whole upload has been read.
  app.use(async (ctx) => {
    for await (const chunk of ctx.req) void chunk;
    ctx.body = 'ok';
  });
  server = await listen(app, 0, { requestMs: 400, headersMs: 300 });
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function slowUpload(): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/employees/import HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nContent-Length: 5000000\r\n\r\n',
      );
      socket.write(Buffer.alloc(1000));
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    socket.on('error', reject);
    setTimeout(() => reject(new Error('the server kept the stalled upload open')), 5000).unref();
  });
}

describe('the HTTP server', () => {
  it('answers 408 and closes a request whose body never finishes arriving', async () => {
    const { answer, closedAfterMs } = await slowUpload();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(3000);
  });
});
