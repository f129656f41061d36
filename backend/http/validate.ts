import type { z } from 'zod';
import { ValidationError } from '../platform/errors';

/** Turns untrusted input into a typed value, or a 400 with the schema's (Dutch) message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? 'Ongeldige invoer');
  return result.data;
}

/** Integer ids in paths: anything else is simply not found. */
export function parseId(value: string | undefined): number | null {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}
