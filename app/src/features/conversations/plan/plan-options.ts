import useSWR from 'swr';
import { apiFetch } from '../../../api/client';

export interface CompanyOption {
  id: number;
  naam: string;
}

export interface EmployeeOption {
  id: number;
  naam: string;
  email: string;
  bedrijf_id: number;
}

/** An own (user) template as GET /templates returns it; only what the plan form needs. */
export interface OwnTemplateOption {
  id: number;
  bedrijf_id: number;
  bedrijf_naam: string;
  omschrijving: string;
}

/** A catalogue template (GET /conversation-templates/search and /{id}), enriched with branch and function. */
export interface CatalogueTemplate {
  id: number;
  naam: string;
  type: string;
  beschrijving: string;
  goals: { omschrijving: string; notitie?: string | null }[];
  branche_id: number;
  branche_naam: string;
  functie_id: number;
  functie_naam: string;
}

const fetcher = <T,>(path: string) => apiFetch<T>(path);

// Without includeInactive both lists hold only active entries: the only ones a new conversation may use.
export const useActiveCompanies = (enabled: boolean) => useSWR<CompanyOption[], Error>(enabled ? '/companies' : null, fetcher);
export const useActiveEmployees = (enabled: boolean) => useSWR<EmployeeOption[], Error>(enabled ? '/employees' : null, fetcher);
export const useOwnTemplates = (enabled: boolean) => useSWR<OwnTemplateOption[], Error>(enabled ? '/templates' : null, fetcher);

export const templateSearchPath = (query: string) => `/conversation-templates/search?q=${encodeURIComponent(query.trim())}`;

export const useTemplateSearch = (query: string, enabled: boolean) =>
  useSWR<CatalogueTemplate[], Error>(enabled ? templateSearchPath(query) : null, fetcher, { keepPreviousData: true });

export const useCatalogueTemplate = (id: number | null) =>
  useSWR<CatalogueTemplate, Error>(id === null ? null : `/conversation-templates/${id}`, fetcher);
