/**
 * AI text as blocks to render as React elements (never as HTML): headings ('# ', '## ', numbered
 * capital lines such as '1. SAMENVATTING', or a whole line in capitals), list items ('- ', '1) ')
 * and paragraphs. Whatever markup a model might write stays visible text.
 */
export type AiBlock =
  { kind: 'heading'; text: string } | { kind: 'list'; ordered: boolean; items: string[] } | { kind: 'paragraph'; text: string };

const HEADING = /^(#{1,3})\s+(.+)$/;
const NUMBERED_HEADING = /^\d+\.\s+([^\p{Ll}]+)$/u;
const CAPITALS = /^[\p{Lu}\d][\p{Lu}\d '’&:,-]{3,}$/u;
const BULLET = /^[-*•]\s+(.+)$/;
const ORDERED = /^\d+[.)]\s+(.+)$/;

export function aiBlocks(text: string): AiBlock[] {
  const blocks: AiBlock[] = [];
  const push = (kind: 'list', ordered: boolean, item: string) => {
    const last = blocks.at(-1);
    if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
    else blocks.push({ kind, ordered, items: [item] });
  };
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    const indented = /^\s{2,}\S/.test(line);
    const trimmed = line.trim();
    if (!trimmed) continue;
    const heading = HEADING.exec(trimmed);
    if (heading) blocks.push({ kind: 'heading', text: heading[2]! });
    else if (NUMBERED_HEADING.test(trimmed) || CAPITALS.test(trimmed)) blocks.push({ kind: 'heading', text: trimmed });
    else if (BULLET.test(trimmed)) push('list', false, BULLET.exec(trimmed)![1]!);
    else if (ORDERED.test(trimmed)) push('list', true, ORDERED.exec(trimmed)![1]!);
    else if (indented && blocks.at(-1)?.kind === 'list') {
      const list = blocks.at(-1) as Extract<AiBlock, { kind: 'list' }>;
      list.items[list.items.length - 1] += `\n${trimmed}`;
    } else blocks.push({ kind: 'paragraph', text: trimmed });
  }
  return blocks;
}
