import useSWR from 'swr';
import {
  templateApi,
  type CatalogueTemplate,
  type EnrichedTemplate,
  type NamedItem,
  type TemplateInput,
  type UserTemplate,
} from '../../../contracts/templates';
import { call, fetchPath, pathOf } from './client';

/** The user's own templates, newest first. */
export const useUserTemplates = (enabled = true) => useSWR<UserTemplate[], Error>(enabled ? pathOf(templateApi.list) : null, fetchPath);

export function saveUserTemplate(id: number | null, input: TemplateInput): Promise<UserTemplate> {
  if (id === null) return call(templateApi.create, { body: input });
  return call(templateApi.update, { params: { id: id }, body: input });
}

export const deleteUserTemplate = (id: number) => call(templateApi.remove, { params: { id: id } });

/** The catalogue's branches; loaded only when `enabled` (an open picker, the guide). */
export const useBranches = (enabled = true) => useSWR<NamedItem[], Error>(enabled ? pathOf(templateApi.branches) : null, fetchPath);

export const useBranchFunctions = (branchId: number | null) =>
  useSWR<NamedItem[], Error>(branchId === null ? null : pathOf(templateApi.functions, { params: { id: branchId } }), fetchPath);

export const useFunctionTemplates = (branchId: number | null, functionId: number | null) =>
  useSWR<CatalogueTemplate[], Error>(
    branchId === null || functionId === null
      ? null
      : pathOf(templateApi.functionTemplates, { params: { id: branchId, functionId: functionId } }),
    fetchPath,
  );

/** At most 50 catalogue templates matching every word of `query`; the previous answer stays while typing. */
export const useTemplateSearch = (query: string, enabled: boolean) =>
  useSWR<EnrichedTemplate[], Error>(enabled ? pathOf(templateApi.search, { query: { q: query.trim() } }) : null, fetchPath, {
    keepPreviousData: true,
  });

export const useCatalogueTemplate = (id: number | null) =>
  useSWR<EnrichedTemplate, Error>(id === null ? null : pathOf(templateApi.catalogueTemplate, { params: { id: id } }), fetchPath);
