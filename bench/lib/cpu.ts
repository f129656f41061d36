import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Where a stretch of work spent the machine: CPU seconds of this Node process and of the PostgreSQL
 * cluster (the postmaster, its live backends and those that ended, from Linux's /proc), and how busy
 * Node's event loop was. A rebuild on 2 cores that uses 1.2 of them, with the event loop busy all
 * along, is bound by Node's one thread, not by the cores.
 */
export interface CpuUse {
  wallS: number;
  nodeCpuS: number;
  postgresCpuS: number;
  /** Both together per second of wall time: how many cores the work kept busy. */
  cores: number;
  /** Share of the wall time Node's event loop was busy (0 to 1). */
  eventLoopBusy: number;
}

let ticksPerSecond: number | undefined;
const clockTicks = () => {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
};

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): state is [0], ppid [1], utime [11]. */
function statFields(pid: string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds of the cluster whose data directory is `dataDir`: the postmaster's own and its finished
 * children's (cutime, cstime), and each live child's. Undefined off Linux.
 */
export function postgresCpuSeconds(dataDir: string): number | undefined {
  let postmaster: string;
  try {
    postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
  } catch {
    return undefined;
  }
  const own = statFields(postmaster);
  if (!own) return undefined;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || pid === postmaster) continue;
    const fields = statFields(pid);
    if (fields?.[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / clockTicks();
}

/** Starts measuring; `stop()` answers what the work since then used. */
export function measureCpu(dataDir: string): { stop(): CpuUse } {
  const started = performance.now();
  const node = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const postgres = postgresCpuSeconds(dataDir) ?? 0;
  return {
    stop() {
      const wallS = (performance.now() - started) / 1000;
      const used = process.cpuUsage(node);
      const nodeCpuS = (used.user + used.system) / 1e6;
      const postgresCpuS = (postgresCpuSeconds(dataDir) ?? postgres) - postgres;
      return {
        wallS,
        nodeCpuS,
        postgresCpuS,
        cores: (nodeCpuS + postgresCpuS) / wallS,
        eventLoopBusy: performance.eventLoopUtilization(loop).utilization,
      };
    },
  };
}
