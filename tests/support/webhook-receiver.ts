import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * An HTTP server on 127.0.0.1 that records what webhooks deliver to it. `answers` are the statuses of
 * the next requests, in order; once used up it answers `fallback` (200).
 */
export async function startWebhookReceiver() {
  const received: ReceivedDelivery[] = [];
  const answers: number[] = [];
  const state = { fallback: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.shift() ?? state.fallback;
      if (status >= 300 && status < 400) res.setHeader('Location', 'http://127.0.0.1:9/elders');
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
