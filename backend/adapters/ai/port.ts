import type { AiProviderName } from '../../../events/ai-answer';
import type { TemplateSource } from '../../../events/conversation';
import type { ConversationStatus } from '../../../contracts/conversations';
import type { ImproveKind } from '../../../contracts/ai';

/**
 * The AI port: every feature takes facts the app gathered (grounding) and answers in Dutch. Two
 * adapters: the built-in offline provider (deterministic, from the facts alone) and any
 * OpenAI-compatible server. Tenant text inside the facts is data, never instructions.
 */
export interface AiPort {
  readonly provider: AiProviderName;
  readonly model: string;
  suggest(input: SuggestInput): Promise<AiAnswer<string[]>>;
  improve(input: ImproveTextInput): Promise<AiAnswer<ImprovedText>>;
  report(facts: ConversationFacts): Promise<AiAnswer<string>>;
  tips(facts: ConversationFacts): Promise<AiAnswer<string>>;
  trendAnalysis(facts: TrendFacts): Promise<AiAnswer<string>>;
  /** For the admin generator (SPEC 2, Admin; 9: 3 per branch function): new templates in the catalogue's shape. */
  conversationTemplates(input: TemplateGenerationInput): Promise<AiAnswer<GeneratedTemplate[]>>;
}

export interface AiAnswer<T> {
  value: T;
  /** What the provider reported; null when it reports nothing. */
  tokens: { input: number; output: number } | null;
}

export type SuggestionKind = 'goal' | 'ambition';

/** A text the suggestions may draw on, ranked by PostgreSQL full-text search (ai-grounding). */
export interface SuggestionCandidate {
  text: string;
  /** The catalogue of 360 templates, or the user's own conversations. */
  source: TemplateSource;
  /** Where it comes from, e.g. 'Verpleegkundige · Ontwikkelgesprek'. */
  context: string;
  rank: number;
}

export interface SuggestInput {
  kind: SuggestionKind;
  topic: string;
  count: number;
  candidates: SuggestionCandidate[];
  /** What the user's library already holds: never suggested again. */
  existing: string[];
}

export interface ImproveTextInput {
  text: string;
  kind: ImproveKind | null;
}

export interface ImprovedText {
  text: string;
  /** What was changed, in Dutch, for the result modal. */
  changes: string[];
}

export interface GoalFacts {
  description: string;
  note: string;
  progress: number;
  /** YYYY-MM-DD or null. */
  deadline: string | null;
  addedAt: string;
  /** When the progress last changed; null when it never did. */
  progressChangedAt: string | null;
}

export interface ConversationFacts {
  conversationId: number;
  employeeName: string;
  companyName: string;
  ownerName: string;
  scheduledAt: string;
  status: ConversationStatus;
  report: string;
  goals: GoalFacts[];
  ambitions: { description: string; note: string }[];
  /** A later conversation with the same employee, if one is planned. */
  followUp: { scheduledAt: string; status: ConversationStatus } | null;
  /** The moment of the question (ISO) and its Dutch calendar day (YYYY-MM-DD). */
  now: string;
  today: string;
}

export interface TrendMonth {
  /** YYYY-MM in Europe/Amsterdam. */
  month: string;
  conversations: number;
  byStatus: Record<ConversationStatus, number>;
  /** Average goal progress of that month's conversations (0-10), null without goals. */
  averageProgress: number | null;
}

export interface TrendFacts {
  companyName: string;
  statuses: ConversationStatus[];
  today: string;
  conversationCount: number;
  employeeCount: number;
  statusMix: Record<ConversationStatus, number>;
  goalCount: number;
  /** Goals per progress band: 0, 1-4, 5-7, 8-10 (SPEC's colour bands). */
  progressBands: { none: number; low: number; middle: number; high: number };
  averageProgress: number | null;
  overdueCount: number;
  /** The most overdue goals (deadline passed, progress below 10), oldest deadline first. */
  overdue: { description: string; employeeName: string; deadline: string; progress: number }[];
  /** Goal texts of these conversations (most recent first, capped): the themes come from these. */
  goalTexts: string[];
  months: TrendMonth[];
}

export interface CatalogueMaterialTemplate {
  /** True for the templates of the function itself, false for the rest of its branch. */
  ownFunction: boolean;
  naam: string;
  type: string;
  beschrijving: string;
  goals: { omschrijving: string; notitie: string }[];
}

export interface TemplateGenerationInput {
  branch: { id: number; naam: string };
  function: { id: number; naam: string };
  /** How many to generate (SPEC 9: 3 per branch function). */
  count: number;
  /** The catalogue's templates of this function, then of its branch: the material to work from. */
  material: CatalogueMaterialTemplate[];
}

/** A conversation template in the catalogue's shape (SPEC 3, Conversation template). */
export interface GeneratedTemplate {
  naam: string;
  type: string;
  beschrijving: string;
  goals: { omschrijving: string; notitie: string }[];
}
