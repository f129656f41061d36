import http from 'node:http';
import type Koa from 'koa';

const SHUTTING_DOWN = JSON.stringify({ message: 'De server wordt opnieuw gestart. Probeer het over een paar seconden opnieuw.' });

interface Requests {
  draining: boolean;
  running: Set<http.ServerResponse>;
}

const tracked = new WeakMap<http.Server, Requests>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a client may take to send a whole request (a 5 MB import over a slow line fits easily) and
 * its headers: a slow or never-finishing upload is cut off instead of holding a connection forever.
 */
export const REQUEST_TIMEOUT_MS = 60_000;
export const HEADERS_TIMEOUT_MS = 15_000;

/** Only listens (everything else is wired by the runtime), counting the requests under way for `stopListening`. */
export function listen(
  app: Koa,
  port: number,
  timeouts = { requestMs: REQUEST_TIMEOUT_MS, headersMs: HEADERS_TIMEOUT_MS },
): Promise<http.Server> {
  // Node looks at the timeouts every so often; a tenth of the shorter one keeps the cut-off close to it.
  const connectionsCheckingInterval = Math.max(50, Math.min(timeouts.requestMs, timeouts.headersMs) / 10);
  const requests: Requests = { draining: false, running: new Set() };
  const handle = app.callback();
  const server = http.createServer(
    { requestTimeout: timeouts.requestMs, headersTimeout: timeouts.headersMs, connectionsCheckingInterval },
    (req, res) => {
      if (requests.draining) {
        // A request on a kept-alive connection after shutdown began: refused before it does anything.
        res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '5', Connection: 'close' });
        res.end(SHUTTING_DOWN);
        return;
      }
      requests.running.add(res);
      res.once('close', () => requests.running.delete(res));
      void handle(req, res);
    },
  );
  tracked.set(server, requests);
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use; set PORT to another port.`) : err),
    );
    server.listen(port, () => resolve(server));
  });
}

/**
 * Stops taking connections and requests at once, lets the requests under way finish for at most
 * `graceMs`, then closes every connection. Returns how many requests were cut off at the deadline.
 * A command that answered 2xx had appended before answering, so nothing it accepted is lost.
 */
export async function stopListening(server: http.Server, graceMs: number): Promise<number> {
  const requests = tracked.get(server) ?? { draining: false, running: new Set<http.ServerResponse>() };
  requests.draining = true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Answers still to come end their connection, so keep-alive clients go elsewhere for the next one.
  for (const res of requests.running) if (!res.headersSent) res.setHeader('Connection', 'close');
  server.closeIdleConnections();
  const deadline = Date.now() + graceMs;
  while (requests.running.size > 0 && Date.now() < deadline) await sleep(25);
  const cut = requests.running.size;
  server.closeAllConnections();
  await closed;
  return cut;
}
