import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The committed catalogue: backend/platform/seed/catalogue/NN-<branch>.json, one file per branch. */
export const SEED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../platform/seed/catalogue');

const text = z.string().trim().min(1);
const seedGoal = z.object({ omschrijving: text, notitie: z.string().default('') });
const seedTemplate = z.object({
  id: z.number().int().positive(),
  naam: text,
  type: text,
  beschrijving: text,
  goals: z.array(seedGoal).min(1),
});
const seedFunction = z.object({ id: z.number().int().positive(), naam: text, templates: z.array(seedTemplate) });
const seedBranch = z.object({ id: z.number().int().positive(), naam: text, functies: z.array(seedFunction) });

export type SeedBranch = z.infer<typeof seedBranch>;

export interface Seed {
  branches: SeedBranch[];
  /** sha256 over the file names and contents: the loader reloads only when this changes. */
  hash: string;
}

export async function readSeed(dir = SEED_DIR): Promise<Seed> {
  const files = (await fs.readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  if (files.length === 0) throw new Error(`no catalogue seed files in ${dir}`);
  const hash = createHash('sha256');
  const branches: SeedBranch[] = [];
  for (const file of files) {
    const content = await fs.readFile(path.join(dir, file), 'utf8');
    hash.update(`${file}\u0000${content}\u0000`);
    const parsed = seedBranch.safeParse(JSON.parse(content));
    if (!parsed.success) throw new Error(`catalogue seed ${file} is invalid: ${parsed.error.message}`);
    branches.push(parsed.data);
  }
  assertUniqueIds(branches);
  return { branches, hash: hash.digest('hex') };
}

function assertUniqueIds(branches: readonly SeedBranch[]) {
  const seen = new Set<string>();
  const claim = (key: string) => {
    if (seen.has(key)) throw new Error(`catalogue seed has a duplicate id: ${key}`);
    seen.add(key);
  };
  for (const branch of branches) {
    claim(`branch ${branch.id}`);
    for (const fn of branch.functies) {
      claim(`function ${fn.id}`);
      for (const template of fn.templates) claim(`template ${template.id}`);
    }
  }
}

/** Lower case without accents, so 'financiele' finds 'Financiële'; used for the stored text and the query alike. */
export function searchKey(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
