import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../ui/breakpoints';

const appSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

const tokens = fs.readFileSync(path.join(appSource, 'styles/tokens.css'), 'utf8');
const tokenBreakpoints = Object.fromEntries(
  [...tokens.matchAll(/--breakpoint-([\w-]+):\s*(\d+)px;/g)].map(([, name, px]) => [name, Number(px)]),
);

describe('breakpoints are single-sourced', () => {
  it('lists the same breakpoints in tokens.css as the scripts use', () => {
    expect(tokenBreakpoints).toEqual(BREAKPOINTS);
  });

  it('uses only those widths in every @media query of the app', () => {
    const allowed = new Set(Object.values(BREAKPOINTS));
    const strays = cssFiles(appSource).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/@media[^{]*?(?:min|max)-width:\s*([\d.]+)px/g)]
        .filter(([, px]) => !allowed.has(Number(px) as never))
        .map(([query]) => `${path.relative(appSource, file)}: ${query}`),
    );
    expect(strays).toEqual([]);
  });
});
