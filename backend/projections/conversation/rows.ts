import type { ConversationRow } from './tables';

/** What a kept row has: its id, and its conversation's where it belongs to one. */
export type KeptRow = { id: number; conversation_id?: number };

/** Rows of one table by id as the batch leaves them (null: gone), which of them existed before, which changed. */
export class Rows<R extends KeptRow> {
  readonly now = new Map<number, R | null>();
  readonly before = new Set<number>();
  readonly changed = new Set<number>();
  /** Ids by conversation, for the rows kept under conversation_id. */
  readonly byConversation = new Map<number, Set<number>>();
  /** Ids of the rows there now by the value of each `indexed` column (one no event changes). */
  private readonly byValue: ReadonlyMap<string, Map<unknown, Set<number>>>;

  constructor(indexed: readonly (keyof R & string)[] = []) {
    this.byValue = new Map(indexed.map((column) => [column, new Map()]));
  }

  load(row: R) {
    this.before.add(row.id);
    this.put(row);
  }
  get(id: number) {
    return this.now.get(id) ?? null;
  }
  put(row: R) {
    this.now.set(row.id, row);
    for (const column of this.byValue.keys()) this.idsOf(column, row).add(row.id);
    if (row.conversation_id === undefined) return;
    const ids = this.byConversation.get(row.conversation_id) ?? new Set();
    this.byConversation.set(row.conversation_id, ids.add(row.id));
  }
  insert(row: R) {
    this.put(row);
    this.changed.add(row.id);
  }
  remove(id: number) {
    const row = this.get(id);
    if (!row) return;
    this.now.set(id, null);
    this.changed.add(id);
    for (const column of this.byValue.keys()) this.idsOf(column, row).delete(id);
    if (row.conversation_id !== undefined) this.byConversation.get(row.conversation_id)?.delete(id);
  }
  /** Ids of the rows there now whose `column` (one of those indexed) holds `value`: a rename's rows, without looking at every row kept. */
  having(column: keyof R & string, value: unknown): ReadonlySet<number> {
    return this.byValue.get(column)?.get(value) ?? new Set();
  }
  /** The ids kept under `row`'s value of `column` (one of those indexed). */
  private idsOf(column: string, row: R): Set<number> {
    const byValue = this.byValue.get(column)!;
    const value = (row as Record<string, unknown>)[column];
    let ids = byValue.get(value);
    if (!ids) byValue.set(value, (ids = new Set()));
    return ids;
  }
  ofConversation(conversationId: number): R[] {
    return [...(this.byConversation.get(conversationId) ?? [])].map((id) => this.get(id)!);
  }
  /** How many rows are kept. */
  get size() {
    return this.now.size;
  }
  /**
   * The next batch over the same rows, once this one is stored (a replay keeps every row: replay.ts): what
   * it wrote is there before the next, what it removed is forgotten.
   */
  carryOver() {
    for (const id of this.changed) {
      if (this.now.get(id)) this.before.add(id);
      else {
        this.now.delete(id);
        this.before.delete(id);
      }
    }
    this.changed.clear();
  }
  /** Rows to delete (there before, gone now) and rows to write (changed and there now). */
  result(): { deleted: number[]; written: R[] } {
    const deleted: number[] = [];
    const written: R[] = [];
    for (const id of this.changed) {
      const row = this.get(id);
      if (row) written.push(row);
      else if (this.before.has(id)) deleted.push(id);
    }
    return { deleted, written };
  }
}

/** Conversation rows, found by company and by employee too: a rename reaches its rows through these (fold.ts). */
export const partyIndexedRows = () => new Rows<ConversationRow>(['company_id', 'employee_id']);
