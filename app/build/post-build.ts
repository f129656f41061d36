import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { createOpenApiDocument } from '../../contracts/openapi';
import { checkFirstLoad } from './first-load';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/**
 * After the build: the API's OpenAPI description, generated from the contract, beside the app; and a
 * .br and .gz copy of every text file, made once here at the best settings, so the server sends
 * compressed files without compressing per request (backend/http/static-app.ts).
 */
export function postBuild(): Plugin {
  let outDir = '';
  return {
    name: 'pop-post-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await fs.writeFile(path.join(outDir, 'openapi.json'), JSON.stringify(createOpenApiDocument()));
      // The landing page's budget (issue 13): measured on every build, over it the build fails.
      await checkFirstLoad(outDir);
      for await (const file of filesIn(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = await fs.readFile(file);
        if (content.length < 1024) continue;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
          gzip(content, { level: 9 }),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      }
    },
  };
}
