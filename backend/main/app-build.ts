import fs from 'node:fs/promises';
import path from 'node:path';

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? await newestMtime(full) : (await fs.stat(full)).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

/** Builds the React app when app/dist is missing or older than its sources; returns app/dist. */
export async function ensureAppBuilt(root: string): Promise<string | undefined> {
  const appDir = path.join(root, 'app');
  const dist = path.join(appDir, 'dist');
  const built = await fs
    .stat(path.join(dist, 'index.html'))
    .then((s) => s.mtimeMs)
    .catch(() => 0);
  // The app imports the API contract, and the build writes the OpenAPI description from it.
  const sources = Math.max(
    await newestMtime(path.join(appDir, 'src')),
    await newestMtime(path.join(root, 'contracts')),
    await newestMtime(path.join(appDir, 'build')),
    await fs
      .stat(path.join(appDir, 'index.html'))
      .then((s) => s.mtimeMs)
      .catch(() => 0),
  );
  if (sources === 0) return undefined;
  if (built < sources) {
    console.log('De React-app bouwen (eenmalig na wijzigingen)...');
    const { build } = await import('vite');
    try {
      // Loaded by Vite's module runner: its default loader bundles the config and warned about every import
      // without a file extension in it and in the contracts it imports (115 lines on a first `npm start`).
      await build({ configFile: path.join(appDir, 'vite.config.ts'), configLoader: 'runner', logLevel: 'warn' });
    } catch (err) {
      console.error(
        `De React-app kon niet gebouwd worden (${(err as Error).message.split('\n')[0]}); alleen de API draait. Los de fout op en start opnieuw.`,
      );
      return built ? dist : undefined;
    }
  }
  return dist;
}
