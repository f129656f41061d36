import http from 'node:http';
import type Koa from 'koa';

/** Only listens: everything else is wired by the runtime. */
export function listen(app: Koa, port: number): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app.callback());
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use; set PORT to another port.`) : err),
    );
    server.listen(port, () => resolve(server));
  });
}
