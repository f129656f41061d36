import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

/** The budget for `/`: at most 150 KB of gzipped script on the first load. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

export interface FirstLoad {
  /** Each script index.html makes the browser load at once (the entry and its modulepreloads), gzipped at level 9. */
  scripts: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
  budgetBytes: number;
}

/** The scripts index.html loads before any route decides more: what a visitor of `/` downloads first. */
export async function measureFirstLoad(outDir: string): Promise<FirstLoad> {
  const html = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const url = /\b(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    return url && (tag.startsWith('<script') || /rel="modulepreload"/.test(tag)) ? [url] : [];
  });
  const scripts = await Promise.all(
    urls.map(async (url) => ({ file: url, gzipBytes: zlib.gzipSync(await fs.readFile(path.join(outDir, url)), { level: 9 }).length })),
  );
  return { scripts, totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0), budgetBytes: FIRST_LOAD_BUDGET_BYTES };
}

/** Measures, writes first-load.json beside the build, says the figure, and fails the build over budget. */
export async function checkFirstLoad(outDir: string, log: (line: string) => void = console.log): Promise<FirstLoad> {
  const measured = await measureFirstLoad(outDir);
  await fs.writeFile(path.join(outDir, 'first-load.json'), `${JSON.stringify(measured, null, 2)}\n`);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  log(
    `Eerste laadbeurt van /: ${kb(measured.totalGzipBytes)} script (gzip) in ${measured.scripts.length} bestanden; budget ${kb(measured.budgetBytes)}.`,
  );
  if (measured.totalGzipBytes > measured.budgetBytes) {
    throw new Error(
      `The first load of / is ${kb(measured.totalGzipBytes)} of gzipped script, over the budget of ${kb(measured.budgetBytes)}: load more of it lazily.`,
    );
  }
  return measured;
}
