import { createContext, useContext, type ComponentType } from 'react';
import type { LibraryKind } from '../../../contracts/library';

/** What an 'AI verbeteren' button improves: a goal also gets SMART phrasing (contracts/ai.ts). */
export type AiTextKind = 'verslag' | 'doel' | 'ambitie';

export interface AiImproveProps {
  text: string;
  kind: AiTextKind;
  /** Puts the improved text in place of the old one. */
  onApply: (text: string) => void;
}

/**
 * The AI parts other screens show (SPEC 2): features do not import each other, so the route pages
 * put the AI feature's components here and the screens render whichever they find.
 */
export interface AiSlots {
  /** 'AI verbeteren' beside a text, with its result modal. */
  Improve?: ComponentType<AiImproveProps>;
  /** AI summary and AI tips in a conversation's Acties. */
  ConversationAiActions?: ComponentType<{ conversationId: number }>;
  /** The add-many suggestion modal's button on the goal and ambition libraries (20). */
  LibraryAddMany?: ComponentType<{ kind: LibraryKind; onAdded: () => void }>;
  /** Suggestions inside the single add/edit modal of a library (10). */
  LibrarySuggestions?: ComponentType<{ kind: LibraryKind; onPick: (text: string) => void }>;
}

export const AiSlotsContext = createContext<AiSlots>({});

export const useAiSlots = () => useContext(AiSlotsContext);
