import { useState } from 'react';
import { updateConversation } from '../api/conversations';
import type { Conversation, ConversationStatus } from '../../../../../contracts/conversations';
import { toDutchInputValue } from '../../../../../contracts/dutch-time';
import { FAILURE, validationDetail } from './messages';

export interface ConversationDraft {
  /** 'YYYY-MM-DDTHH:mm', Dutch wall clock: the datetime-local value the API takes as is. */
  datum_tijd: string;
  status: ConversationStatus;
  verslag: string;
}

export const draftOf = (conversation: Conversation): ConversationDraft => ({
  datum_tijd: toDutchInputValue(conversation.datum_tijd),
  status: conversation.status,
  verslag: conversation.verslag,
});

export const sameDraft = (a: ConversationDraft, b: ConversationDraft) =>
  a.datum_tijd === b.datum_tijd && a.status === b.status && a.verslag === b.verslag;

/**
 * The editable date, status and verslag of one conversation (SPEC 5: company and employee stay fixed).
 * The draft starts from the loaded conversation and survives revalidation, so typing is never overwritten.
 */
export function useConversationDraft(conversation: Conversation | undefined) {
  const [draft, setDraft] = useState<ConversationDraft | null>(null);
  const [draftId, setDraftId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ text: string; detail?: string } | null>(null);

  // Another conversation arrived: start its draft while rendering, not in an effect after a wrong frame.
  if (conversation && conversation.id !== draftId) {
    setDraft(draftOf(conversation));
    setDraftId(conversation.id);
    setError(null);
  }

  const current = conversation && draftId === conversation.id ? draft : null;
  const dirty = Boolean(conversation && current && !sameDraft(current, draftOf(conversation)));

  function change(patch: Partial<ConversationDraft>) {
    setDraft((previous) => (previous ? { ...previous, ...patch } : previous));
  }

  /** PUT /pop/{id} with datum_tijd, status and verslag; true when saved. */
  async function save(): Promise<boolean> {
    if (!conversation || !current) return false;
    if (!current.datum_tijd) {
      setError({ text: 'Datum en tijd zijn verplicht' });
      return false;
    }
    setSaving(true);
    setError(null);
    try {
      // The answer is in the cache already (updateConversation), so the draft never looks unsaved.
      setDraft(draftOf(await updateConversation(conversation.id, current)));
      return true;
    } catch (failure) {
      setError({ text: FAILURE.save, detail: validationDetail(failure) });
      return false;
    } finally {
      setSaving(false);
    }
  }

  function reset() {
    if (conversation) setDraft(draftOf(conversation));
    setError(null);
  }

  return { draft: current, change, save, reset, saving, error, dirty };
}
