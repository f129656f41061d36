export interface TemplateGoal {
  omschrijving: string;
  notitie: string | null;
}

/** A user template as GET /templates returns it (SPEC 3). */
export interface UserTemplate {
  id: number;
  bedrijf_id: number;
  bedrijf_naam: string;
  omschrijving: string;
  created_at: string;
  goals: TemplateGoal[];
}

export interface UserTemplateInput {
  bedrijf_id: number;
  omschrijving: string;
  goals: TemplateGoal[];
}
