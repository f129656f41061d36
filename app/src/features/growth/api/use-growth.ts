import useSWR from 'swr';
import { companyApi, type Company } from '../../../../../contracts/companies';
import { growthApi, PICKER_LIMIT, type CompanyGrowth, type EmployeeTimeline, type PickerResult } from '../../../../../contracts/growth';
import { fetchPath, pathOf } from '../../../api/client';

/** SPEC 9: the picker shows the first 5 matches and how many more there are. */
export const usePickerEmployees = (search: string, enabled: boolean) =>
  useSWR<PickerResult, Error>(
    enabled ? pathOf(growthApi.employees, { query: { search: search.trim(), limit: PICKER_LIMIT } }) : null,
    fetchPath,
    {
      keepPreviousData: true,
    },
  );

export const useEmployeeTimeline = (employeeId: number | null, includeArchived: boolean) =>
  useSWR<EmployeeTimeline, Error>(
    employeeId === null ? null : pathOf(growthApi.timeline, { params: { id: employeeId }, query: { includeArchived } }),
    fetchPath,
  );

export interface CompanyPeriod {
  company: number | null;
  from: string;
  to: string;
  archived: boolean;
}

export const useCompanyGrowth = ({ company, from, to, archived }: CompanyPeriod) =>
  useSWR<CompanyGrowth, Error>(
    company === null ? null : pathOf(growthApi.company, { params: { id: company }, query: { from, to, includeArchived: archived } }),
    fetchPath,
    { keepPreviousData: true },
  );

/** Every company of the user, inactive ones too: their history still counts. */
export const useGrowthCompanies = () => useSWR<Company[], Error>(pathOf(companyApi.list, { query: { includeInactive: true } }), fetchPath);
