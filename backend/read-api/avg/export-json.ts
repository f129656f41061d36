import { Readable } from 'node:stream';
import type { Context } from 'koa';
import type { StreamedExport } from './export-data';

async function* jsonText(data: StreamedExport): AsyncGenerator<string> {
  const { onderwerp, geexporteerd_op, gegevens } = data;
  yield `${JSON.stringify({ onderwerp, geexporteerd_op, gegevens }).slice(0, -1)},"geschiedenis":[`;
  let first = true;
  for await (const page of data.geschiedenis) {
    if (!page.length) continue;
    yield `${first ? '' : ','}${page.map((entry) => JSON.stringify(entry)).join(',')}`;
    first = false;
  }
  yield ']}';
}

/**
 * The export as JSON (the SubjectExport contract), written while the history is read: the next
 * page is only read when the socket took the one before. Once the first bytes are out a failure can
 * only cut the answer short, which leaves invalid JSON rather than a complete-looking partial export.
 */
export function sendExportJson(ctx: Context, data: StreamedExport) {
  const body = Readable.from(jsonText(data), { objectMode: false });
  // Koa hears the stream's errors (ctx.onerror) and destroys the response.
  ctx.status = 200;
  ctx.type = 'application/json';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}
