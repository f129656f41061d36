import type { ReactNode } from 'react';
import { ConversationAiActions } from '../features/ai/components/conversation-ai-actions';
import { ImproveButton } from '../features/ai/components/improve-button';
import { LibraryAddMany } from '../features/ai/components/library-add-many';
import { LibrarySuggestions } from '../features/ai/components/library-suggestions';
import { AiSlotsContext, type AiSlots } from '../lib/ai-slots';
import { useCan } from '../lib/session/can';
import { aiApi } from '../../../contracts/ai';

const AI_SLOTS: AiSlots = { Improve: ImproveButton, ConversationAiActions, LibraryAddMany, LibrarySuggestions };
const NO_SLOTS: AiSlots = {};

/** The AI feature's parts, for the screens of the page inside (lib/ai-slots.tsx). */
export function AiSlotsProvider({ children }: { children: ReactNode }) {
  // A role without AI (auditor, analyst) gets no AI buttons at all.
  const may = useCan();
  return <AiSlotsContext.Provider value={may(aiApi.improve) ? AI_SLOTS : NO_SLOTS}>{children}</AiSlotsContext.Provider>;
}
