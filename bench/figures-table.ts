/**
 * npm run bench:table [-- --check]
 *
 * Writes issue 27's figures (bench/lib/figures.ts), as the files in bench-results/ hold them, into the
 * README's benchmark table. `npm run bench` ends with it. `--check` only says whether the README's table
 * is the files' (exit code 1 when not).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { figureRows, renderFiguresTable, withFiguresTable } from './lib/figures';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every JSON file in bench-results/, parsed, by name. */
export async function readBenchFiles(dir = path.join(ROOT, 'bench-results')): Promise<Record<string, unknown>> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.json'));
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as unknown])),
  );
}

async function main() {
  const readmeFile = path.join(ROOT, 'README.md');
  const readme = await fs.readFile(readmeFile, 'utf8');
  const table = renderFiguresTable(figureRows(await readBenchFiles()));
  const updated = withFiguresTable(readme, table);
  if (process.argv.includes('--check')) {
    if (updated !== readme) {
      console.error('README.md: the benchmark table is not what bench-results/ holds; run npm run bench:table');
      process.exit(1);
    }
    console.log('README.md: the benchmark table matches bench-results/');
    return;
  }
  await fs.writeFile(readmeFile, updated);
  console.log(`${table}\n\nWritten to README.md`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
