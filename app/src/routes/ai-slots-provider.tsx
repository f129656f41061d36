import type { ReactNode } from 'react';
import { ConversationAiActions } from '../features/ai/components/conversation-ai-actions';
import { ImproveButton } from '../features/ai/components/improve-button';
import { LibraryAddMany } from '../features/ai/components/library-add-many';
import { LibrarySuggestions } from '../features/ai/components/library-suggestions';
import { AiSlotsContext, type AiSlots } from '../lib/ai-slots';

const AI_SLOTS: AiSlots = { Improve: ImproveButton, ConversationAiActions, LibraryAddMany, LibrarySuggestions };

/** The AI feature's parts, for the screens of the page inside (lib/ai-slots.tsx). */
export function AiSlotsProvider({ children }: { children: ReactNode }) {
  return <AiSlotsContext.Provider value={AI_SLOTS}>{children}</AiSlotsContext.Provider>;
}
