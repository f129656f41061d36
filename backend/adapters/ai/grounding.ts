import type { ConversationStatus } from '../../../contracts/conversations';
import type { ConversationFacts, SuggestionCandidate, SuggestionKind, TemplateGenerationInput, TrendFacts } from './port';

/**
 * What the AI features read from the read models and the reference tables (implemented in
 * backend/projections/ai-grounding, reached by the write side through the ReadModels port). Every
 * method is sealed to one owner: another user's rows are never part of an answer.
 */
export interface AiGroundingReads {
  /** Ranked by PostgreSQL full-text search (Dutch); what the owner's library holds is left out and returned as `existing`. */
  suggestionCandidates(
    ownerId: number,
    kind: SuggestionKind,
    topic: string,
    limit: number,
  ): Promise<{ candidates: SuggestionCandidate[]; existing: string[] }>;
  /** The next conversation with the same employee after `after`, if one exists. */
  followUp(ownerId: number, employeeId: number, conversationId: number, after: string): Promise<ConversationFacts['followUp']>;
  /** null when the company is not the owner's. */
  trendFacts(ownerId: number, companyId: number, statuses: readonly ConversationStatus[], today: string): Promise<TrendFacts | null>;
  /** The employees (not erased) the trend facts of these conversations can name: its answer is sealed under their keys too (AVG). */
  trendEmployees(ownerId: number, companyId: number, statuses: readonly ConversationStatus[]): Promise<number[]>;
  /** The catalogue's material for a branch function; null when the function is not in that branch. */
  templateMaterial(branchId: number, functionId: number): Promise<Omit<TemplateGenerationInput, 'count'> | null>;
}
