import type { NamedItem, TemplateGoal } from '../../../contracts/templates';
import type { GeneratedTemplate } from '../../adapters/ai/port';

/** A catalogue template the test data copies into a conversation. */
export interface MaterialTemplate {
  id: number;
  naam: string;
  goals: TemplateGoal[];
}

/**
 * What the admin generators read from the read models and the catalogue (implemented in
 * backend/read-api/admin/reads.ts, reached through the ReadModels port of ../deps.ts).
 */
export interface AdminReads {
  /** A branch of the catalogue with its functions in order; null when there is none. */
  branch(branchId: number): Promise<(NamedItem & { functions: NamedItem[] }) | null>;
  /** What the generator made for a function before: material for the next run, whose names it must not repeat. */
  generatedTemplates(functionId: number): Promise<GeneratedTemplate[]>;
  /**
   * Catalogue templates and catalogue ambitions (reference.ai_phrases) of the branch named like a
   * company's branche; of every branch when no branch has that name.
   */
  testdataMaterial(branche: string): Promise<{ templates: MaterialTemplate[]; ambitions: string[] }>;
  /** The owner's active employees of one company, oldest first. */
  activeEmployees(ownerId: number, companyId: number): Promise<NamedItem[]>;
}
