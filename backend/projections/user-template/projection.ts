import type { CompanyEvent } from '../../../events/company';
import type { UserTemplateGoal, UserTemplateEvent } from '../../../events/user-template';
import type { DbClient } from '../../platform/db';
import { byCategory } from '../by-category';
import type { Projection } from '../projection';
import { unhandled } from '../../../events/unhandled';
import { userTemplateCompanyNamesTable, userTemplatesTable } from './tables';

/**
 * User templates with their company's name (tables.ts). The projection keeps the company names it
 * needs in its own table, fed by the company events, so a rename reaches every template of that
 * company without depending on another read model's progress.
 */
export const userTemplatesProjection: Projection = {
  name: 'user_templates',
  // 2: English column names from one column table (tables.ts); goals keep the events' keys (description, note).
  version: 2,
  setupSql: `
    ${userTemplateCompanyNamesTable.ddl}
    ${userTemplatesTable.ddl}
    CREATE INDEX user_templates_owner ON user_templates (owner_id, created_at DESC);
    CREATE INDEX user_templates_company ON user_templates (company_id);`,
  apply: byCategory({
    company: (tx, event, id) => applyCompanyEvent(tx, id, event),
    user_template: (tx, event, id) => applyTemplateEvent(tx, id, event),
  }),
};

async function applyCompanyEvent(tx: DbClient, companyId: number, event: CompanyEvent) {
  if (event.type !== 'CompanyRegistered' && event.type !== 'CompanyRenamed') return;
  const name = event.data.name;
  await tx.query(
    `INSERT INTO user_template_company_names (id, name) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
    [companyId, name],
  );
  await tx.query('UPDATE user_templates SET company_name = $2 WHERE company_id = $1', [companyId, name]);
}

/** Only the goals' own fields: the column holds exactly what the edge maps. */
const goalsJson = (goals: readonly UserTemplateGoal[]) => JSON.stringify(goals.map(({ description, note }) => ({ description, note })));

const companyName = `COALESCE((SELECT name FROM user_template_company_names WHERE id = $2), '')`;

async function applyTemplateEvent(tx: DbClient, templateId: number, event: UserTemplateEvent) {
  switch (event.type) {
    case 'UserTemplateCreated': {
      const { ownerId, companyId, description, goals, at } = event.data;
      await tx.query(
        `INSERT INTO user_templates (id, owner_id, company_id, company_name, description, goals, created_at, updated_at)
         VALUES ($1, $3, $2, ${companyName}, $4, $5, $6, $6) ON CONFLICT (id) DO NOTHING`,
        [templateId, companyId, ownerId, description, goalsJson(goals), at],
      );
      break;
    }
    case 'UserTemplateUpdated': {
      const { companyId, description, goals, at } = event.data;
      await tx.query(
        `UPDATE user_templates SET company_id = $2, company_name = ${companyName}, description = $3, goals = $4, updated_at = $5
         WHERE id = $1`,
        [templateId, companyId, description, goalsJson(goals), at],
      );
      break;
    }
    case 'UserTemplateDeleted':
      await tx.query('DELETE FROM user_templates WHERE id = $1', [templateId]);
      break;
    default:
      return unhandled(event);
  }
}
