/** Shapes of the POP conversation API (SPEC sections 3 and 7); the backend is the contract. */

export type ConversationStatus = 'gepland' | 'open' | 'afgerond';
export const CONVERSATION_STATUSES: ConversationStatus[] = ['gepland', 'open', 'afgerond'];

/** Dutch labels for the status select and badges. */
export const STATUS_LABELS: Record<ConversationStatus, string> = {
  gepland: 'Gepland',
  open: 'Open',
  afgerond: 'Afgerond',
};

export interface ConversationGoal {
  id: number;
  omschrijving: string;
  notitie: string;
  /** Integer 0-10; percentage is voortgang x 10. */
  voortgang: number;
  /** 'YYYY-MM-DD' or null. */
  deadline: string | null;
}

export interface ConversationAmbition {
  id: number;
  omschrijving: string;
  notitie: string;
}

/** A row of GET /pop, /pop/open, /pop/planned. Times are UTC ISO strings. */
export interface ConversationSummary {
  id: number;
  bedrijf_id: number;
  medewerker_id: number;
  medewerker_naam: string;
  bedrijf_naam: string;
  medewerker_email: string;
  datum_tijd: string;
  status: ConversationStatus;
  verslag: string;
  aantal_doelen: number;
  /** 0-10, one decimal. */
  overall_progress: number;
  /** Set when archived ('Archief'). */
  archiveer_datum: string | null;
  hr_gebruiker_naam: string;
  last_modified_at: string;
}

/** GET /pop/{id}: the row plus its goals and ambitions. */
export interface Conversation extends ConversationSummary {
  goals: ConversationGoal[];
  ambitions: ConversationAmbition[];
}

/** GET /pop/{id}?asOf=...: the conversation rebuilt from its events as it was at `asOf`. */
export interface ConversationAsOf extends Conversation {
  asOf: string;
  deleted: boolean;
}

export interface ConversationPage {
  items: ConversationSummary[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export type ConversationSortKey = 'medewerker' | 'bedrijf' | 'datum' | 'doelen' | 'voortgang' | 'status';

export interface ConversationListQuery {
  page: number;
  pageSize?: number;
  sort?: ConversationSortKey;
  dir?: 'asc' | 'desc';
  company?: number;
  status?: ConversationStatus;
  search?: string;
  includeArchived?: boolean;
  employeeId?: number;
}

export interface HistoryChange {
  field: string;
  label: string;
  old: string | number | null;
  new: string | number | null;
}

/** One event of GET /pop/{id}/history, as a readable change. */
export interface HistoryEntry {
  position: number;
  /** UTC ISO time the event was recorded. */
  at: string;
  actor: { id: number | null; naam: string };
  type: string;
  summary: string;
  changes: HistoryChange[];
}

export interface PlanConversationInput {
  bedrijf_id: number;
  medewerker_id: number;
  /** 'YYYY-MM-DDTHH:mm', Dutch wall-clock time (the value of a datetime-local input). */
  datum_tijd: string;
  status: ConversationStatus;
  verslag: string;
  template?: { type: 'eigen' | 'gesprek'; id: number } | null;
  sendConfirmation?: boolean;
}

export interface UpdateConversationInput {
  datum_tijd?: string;
  status?: ConversationStatus;
  verslag?: string;
}

export type GoalUpdate = { voortgang: number } | { deadline: string | null } | { notitie: string } | { omschrijving: string };
export type AmbitionUpdate = { notitie: string } | { omschrijving: string };
