export interface NamedItem {
  id: number;
  naam: string;
}

/** A read-only conversation template of the catalogue (SPEC 3). */
export interface CatalogueTemplate {
  id: number;
  naam: string;
  type: string;
  beschrijving: string;
  goals: { omschrijving: string; notitie?: string | null }[];
}
