import type { ActivityEntityType } from '../../contracts/dashboard';
import type { Queryable } from '../platform/db';
import { createAdminReads } from './admin/reads';
import { createAiGroundingReads } from '../projections/ai-grounding/queries';
import { findCatalogueTemplate } from '../projections/catalogue/queries';
import { findCompany, listCompanies } from '../projections/company/queries';
import { findConversation } from '../projections/conversation/queries';
import { employeeEmailKeys, findEmployee } from '../projections/employee/queries';
import { findUserTemplate } from '../projections/user-template/queries';
import { companyToApi } from './company/to-api';
import { conversationToApi } from './conversation/to-api';
import { employeeToApi } from './employee/to-api';
import { userTemplateToApi } from './template/to-api';

/** Details shown on the activity card, read from the owner's own rows (never from the client). */
const DETAILS_SQL: Record<ActivityEntityType, string> = {
  pop: `SELECT json_build_object('medewerker_naam', employee_name, 'bedrijf_naam', company_name) AS details FROM read.conversations WHERE id = $1 AND owner_id = $2`,
  company: `SELECT json_build_object('naam', name) AS details FROM read.companies WHERE id = $1 AND owner_id = $2`,
  employee: `SELECT json_build_object('naam', name) AS details FROM read.employees WHERE id = $1 AND owner_id = $2`,
  goal: `SELECT json_build_object('omschrijving', description) AS details FROM read.library_entries WHERE kind = 'goal' AND id = $1 AND owner_id = $2`,
  ambition: `SELECT json_build_object('omschrijving', description) AS details FROM read.library_entries WHERE kind = 'ambition' AND id = $1 AND owner_id = $2`,
};

/**
 * The read models behind the write side's port (ReadModels in backend/commands/deps.ts). The read side
 * never imports the write side: the composition root checks that this fits the port.
 */
export function createReadModels(db: Queryable) {
  return {
    company: async (ownerId: number, id: number) => {
      const found = await findCompany(db, ownerId, id);
      return found && companyToApi(found);
    },
    companies: async (ownerId: number, includeInactive: boolean) => (await listCompanies(db, ownerId, includeInactive)).map(companyToApi),
    employee: async (ownerId: number, id: number) => {
      const found = await findEmployee(db, ownerId, id);
      return found && employeeToApi(found);
    },
    employeeEmailKeys: (ownerId: number) => employeeEmailKeys(db, ownerId),
    userTemplate: async (ownerId: number, id: number) => {
      const found = await findUserTemplate(db, ownerId, id);
      return found && userTemplateToApi(found);
    },
    conversation: async (ownerId: number, id: number) => {
      const found = await findConversation(db, ownerId, id);
      return found && conversationToApi(found);
    },
    catalogueTemplate: (id: number) => findCatalogueTemplate(db, id),
    activityDetails: async (ownerId: number, type: ActivityEntityType, id: number) => {
      const { rows } = await db.query<{ details: Record<string, unknown> }>(DETAILS_SQL[type], [id, ownerId]);
      return rows[0]?.details;
    },
    ai: createAiGroundingReads(db),
    admin: createAdminReads(db),
  };
}
