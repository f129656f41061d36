import { createHash } from 'node:crypto';

// The digests AiAnswerRecorded stores: the write side computes them, the Log matches saved texts by them.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The digest of a text as saved: trimmed, because the edge trims what is saved into a conversation. */
export const textDigest = (text: string) => sha256(text.trim());

/** The digest of what was asked: the feature and its input, in a stable JSON form. */
export const inputDigest = (feature: string, input: unknown) => sha256(`${feature}\u0000${stableJson(input)}`);

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
