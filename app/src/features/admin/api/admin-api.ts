import useSWR from 'swr';
import { call, fetchPath, pathOf } from '../../../api/client';
import { accountApi, type TestUser } from '../../../../../contracts/account';
import { adminApi, type TestEmailType } from '../../../../../contracts/admin';
import { avgApi, type DeletionLogEntry } from '../../../../../contracts/avg';
import type { Company } from '../../../../../contracts/companies';

/** Every HR user, to pick whose data the generators fill (GET /hr/test-users, admin only). */
export const useTestUsers = () => useSWR<{ users: TestUser[] }, Error>(pathOf(accountApi.testUsers), fetchPath);

/** The companies of the chosen user; nothing is asked before a user is chosen (SPEC 5, Admin). */
export const useUserCompanies = (userId: number | null) =>
  useSWR<{ companies: Company[] }, Error>(userId === null ? null : pathOf(adminApi.companies, { params: { userId } }), fetchPath);

export const sendTestEmail = (email: string, emailType: TestEmailType) => call(adminApi.testEmail, { body: { email, emailType } });
export const generateTestdata = (hrUserId: number, bedrijfId: number) => call(adminApi.generateTestdata, { body: { hrUserId, bedrijfId } });
export const generateEmployees = (hrUserId: number, bedrijfId: number) =>
  call(adminApi.generateEmployees, { body: { hrUserId, bedrijfId } });
export const generateAiTemplates = (branchId: number) => call(adminApi.generateAiTemplates, { body: { branchId } });

/** What the AVG erasures removed, newest first: what, when, why, by whom; no personal data (admin only). */
export const useDeletionLog = () => useSWR<DeletionLogEntry[], Error>(pathOf(avgApi.deletionLog, { query: { limit: 100 } }), fetchPath);
