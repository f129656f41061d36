import { SingleBar, Presets } from 'cli-progress';

/** How far a long pass over the store is: events done, and of how many if the store can tell. */
export interface Progress {
  applied: number;
  total: number | undefined;
}

/** A progress bar on a terminal, a line every few seconds elsewhere (CI logs, docker). */
export function progressReporter(label: string, log: (line: string) => void) {
  let bar: SingleBar | undefined;
  let lastLine = 0;
  return {
    update({ applied, total }: Progress) {
      if (process.stdout.isTTY && total) {
        bar ??= new SingleBar({ format: `${label} [{bar}] {percentage}% | {value}/{total} events | ETA {eta}s` }, Presets.shades_classic);
        if (!bar.isActive) bar.start(total, 0);
        bar.setTotal(Math.max(total, applied));
        bar.update(applied);
      } else if (Date.now() - lastLine > 2000) {
        lastLine = Date.now();
        log(`${label}: ${applied}${total ? ` / ${total}` : ''} events`);
      }
    },
    done() {
      bar?.stop();
    },
  };
}
