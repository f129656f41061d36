import type { CompanyEvent } from '../../../events/company';
import type { UserTemplateGoal, UserTemplateEvent } from '../../../events/user-template';
import type { DbClient } from '../../platform/db';
import { byCategory } from '../by-category';
import type { Projection } from '../projection';
import { unhandled } from '../../../events/unhandled';

/**
 * User templates with their company's name. The projection keeps the company names it needs in
 * its own table, fed by the company events, so a rename reaches every template of that company
 * without depending on another read model's progress.
 */
export const userTemplatesProjection: Projection = {
  name: 'user_templates',
  version: 1,
  setupSql: `
    CREATE TABLE user_template_company_names (
      id integer PRIMARY KEY,
      naam text NOT NULL
    );
    CREATE TABLE user_templates (
      id integer PRIMARY KEY,
      hr_user_id integer NOT NULL,
      bedrijf_id integer NOT NULL,
      bedrijf_naam text NOT NULL,
      omschrijving text NOT NULL,
      goals jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX user_templates_owner ON user_templates (hr_user_id, created_at DESC);
    CREATE INDEX user_templates_company ON user_templates (bedrijf_id);`,
  apply: byCategory({
    company: (tx, event, id) => applyCompanyEvent(tx, id, event),
    user_template: (tx, event, id) => applyTemplateEvent(tx, id, event),
  }),
};

async function applyCompanyEvent(tx: DbClient, companyId: number, event: CompanyEvent) {
  if (event.type !== 'CompanyRegistered' && event.type !== 'CompanyRenamed') return;
  const naam = event.data.name;
  await tx.query(
    `INSERT INTO user_template_company_names (id, naam) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET naam = EXCLUDED.naam`,
    [companyId, naam],
  );
  await tx.query('UPDATE user_templates SET bedrijf_naam = $2 WHERE bedrijf_id = $1', [companyId, naam]);
}

/** The goals column holds what the API answers. */
const goalsJson = (goals: readonly UserTemplateGoal[]) =>
  JSON.stringify(goals.map((goal) => ({ omschrijving: goal.description, notitie: goal.note })));

const companyName = `COALESCE((SELECT naam FROM user_template_company_names WHERE id = $2), '')`;

async function applyTemplateEvent(tx: DbClient, templateId: number, event: UserTemplateEvent) {
  switch (event.type) {
    case 'UserTemplateCreated': {
      const { ownerId, companyId, description, goals, at } = event.data;
      await tx.query(
        `INSERT INTO user_templates (id, hr_user_id, bedrijf_id, bedrijf_naam, omschrijving, goals, created_at, updated_at)
         VALUES ($1, $3, $2, ${companyName}, $4, $5, $6, $6) ON CONFLICT (id) DO NOTHING`,
        [templateId, companyId, ownerId, description, goalsJson(goals), at],
      );
      break;
    }
    case 'UserTemplateUpdated': {
      const { companyId, description, goals, at } = event.data;
      await tx.query(
        `UPDATE user_templates SET bedrijf_id = $2, bedrijf_naam = ${companyName}, omschrijving = $3, goals = $4, updated_at = $5
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
