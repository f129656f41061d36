/** Rows of one table by id as the batch leaves them (null: gone), which of them existed before, which changed. */
export class Rows<R extends { id: number; conversation_id?: number }> {
  readonly now = new Map<number, R | null>();
  readonly before = new Set<number>();
  readonly changed = new Set<number>();
  /** Ids by conversation, for the rows kept under conversation_id. */
  readonly byConversation = new Map<number, Set<number>>();

  load(row: R) {
    this.before.add(row.id);
    this.put(row);
  }
  get(id: number) {
    return this.now.get(id) ?? null;
  }
  put(row: R) {
    this.now.set(row.id, row);
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
    if (row.conversation_id !== undefined) this.byConversation.get(row.conversation_id)?.delete(id);
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
