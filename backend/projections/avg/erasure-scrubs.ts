import type { DataSubjectEvent } from '../../../events/data-subject';
import { parseSubject } from '../../../events/data-subjects';
import { erasedNames, placeholderFor } from '../../../events/personal-data';
import type { DbClient } from '../../platform/db';

/**
 * What each read model does when a data subject is erased, so that it then holds exactly what a
 * rebuild from the (now unreadable) events would give: an employee's name and address become the
 * placeholders and the texts of their conversations empty; a conversation past its retention is gone;
 * an erased account's rows are all gone. Kept in one place, beside the rule that decides what is
 * personal (events/personal-data.ts); with-erasure.ts runs it inside each projection's own batch.
 */
export type Erasure = DataSubjectEvent['data'];
type Scrub = (tx: DbClient, erasure: Erasure) => Promise<void>;

/** The ids of the conversations and employees erased along with the subject. */
export function erasedAlong(erasure: Erasure) {
  const conversations: number[] = [];
  const employees: number[] = [];
  for (const subject of erasure.cascade) {
    const parsed = parseSubject(subject);
    if (parsed?.kind === 'conversation') conversations.push(parsed.id);
    if (parsed?.kind === 'employee') employees.push(parsed.id);
  }
  if (erasure.kind === 'conversation') conversations.push(erasure.id);
  if (erasure.kind === 'employee') employees.push(erasure.id);
  return { conversations, employees };
}

const erasedEmail = (employeeId: number) => placeholderFor('email', `employee:${employeeId}`);

/** Per read model (by projection name); read models without personal data need none. */
export const erasureScrubs: Readonly<Record<string, Scrub>> = {
  async hr_users(tx, e) {
    if (e.kind === 'account') await tx.query('DELETE FROM hr_users WHERE id = $1', [e.id]);
  },
  async workspaces(tx, e) {
    if (e.kind !== 'account') return;
    // The account's own workspace goes with it; in others it is no longer a member.
    await tx.query('DELETE FROM workspace_members WHERE user_id = $1 OR workspace_id = $1', [e.id]);
    await tx.query('DELETE FROM workspace_invitations WHERE workspace_id = $1', [e.id]);
    await tx.query('DELETE FROM workspaces WHERE id = $1', [e.id]);
  },
  async companies(tx, e) {
    if (e.kind !== 'account') return;
    await tx.query('DELETE FROM company_members WHERE company_id IN (SELECT id FROM companies WHERE owner_id = $1)', [e.id]);
    await tx.query('DELETE FROM companies WHERE owner_id = $1', [e.id]);
  },
  async employees(tx, e) {
    if (e.kind === 'account') {
      await tx.query('DELETE FROM employees WHERE owner_id = $1', [e.id]);
      await tx.query('DELETE FROM employee_company_names WHERE owner_id = $1', [e.id]);
    } else if (e.kind === 'employee') {
      const email = erasedEmail(e.id);
      await tx.query('UPDATE employees SET name = $2, email = $3, email_key = $3 WHERE id = $1', [e.id, erasedNames.employee, email]);
    }
  },
  async library(tx, e) {
    if (e.kind === 'account') await tx.query('DELETE FROM library_entries WHERE owner_id = $1', [e.id]);
  },
  async user_templates(tx, e) {
    if (e.kind !== 'account') return;
    await tx.query('DELETE FROM user_template_company_names WHERE id IN (SELECT company_id FROM user_templates WHERE owner_id = $1)', [
      e.id,
    ]);
    await tx.query('DELETE FROM user_templates WHERE owner_id = $1', [e.id]);
  },
  async conversations(tx, e) {
    const { conversations, employees } = erasedAlong(e);
    if (e.kind === 'account') {
      await tx.query('DELETE FROM conversation_goals WHERE owner_id = $1', [e.id]);
      await tx.query('DELETE FROM conversation_ambitions WHERE owner_id = $1', [e.id]);
      await tx.query('DELETE FROM conversations WHERE owner_id = $1', [e.id]);
      await tx.query('DELETE FROM conversation_counts WHERE owner_id = $1', [e.id]);
      await tx.query('DELETE FROM conversation_search_counts WHERE owner_id = $1', [e.id]);
      return;
    }
    if (e.kind === 'conversation') {
      await tx.query('DELETE FROM conversation_goals WHERE conversation_id = $1', [e.id]);
      await tx.query('DELETE FROM conversation_ambitions WHERE conversation_id = $1', [e.id]);
      await tx.query('DELETE FROM conversations WHERE id = $1', [e.id]);
      return;
    }
    await tx.query(
      `UPDATE conversations SET employee_name = $2, employee_email = $3, report = '' WHERE employee_id = $1 OR id = ANY($4::int[])`,
      [e.id, erasedNames.employee, erasedEmail(e.id), conversations],
    );
    const ofEmployee = `SELECT id FROM conversations WHERE employee_id = ANY($1::int[]) UNION SELECT unnest($2::int[])`;
    await tx.query(`UPDATE conversation_goals SET description = '', note = '' WHERE conversation_id IN (${ofEmployee})`, [
      employees,
      conversations,
    ]);
    await tx.query(`UPDATE conversation_ambitions SET description = '', note = '' WHERE conversation_id IN (${ofEmployee})`, [
      employees,
      conversations,
    ]);
  },
  async activity(tx, e) {
    const { conversations, employees } = erasedAlong(e);
    if (e.kind === 'account') await tx.query('DELETE FROM activity WHERE owner_id = $1', [e.id]);
    if (e.kind === 'conversation' || e.kind === 'account') {
      await tx.query(`DELETE FROM activity WHERE entity_type = 'pop' AND entity_id = ANY($1::int[])`, [conversations]);
      await tx.query('DELETE FROM activity_conversations WHERE conversation_id = ANY($1::int[])', [conversations]);
    }
    if (e.kind === 'account') {
      await tx.query(`DELETE FROM activity_names WHERE entity_type = 'employee' AND entity_id = ANY($1::int[])`, [employees]);
      return;
    }
    if (e.kind !== 'employee') return;
    // Sealed under the employee's and the conversations' keys: a rebuild reads them as {} too.
    await tx.query(
      `UPDATE activity SET details = '{}'::json
        WHERE (entity_type = 'employee' AND entity_id = $1) OR (entity_type = 'pop' AND entity_id = ANY($2::int[]))`,
      [e.id, conversations],
    );
    await tx.query(`UPDATE activity_names SET name = $2 WHERE entity_type = 'employee' AND entity_id = $1`, [e.id, erasedNames.employee]);
    await tx.query('UPDATE activity_conversations SET employee_name = $2 WHERE conversation_id = ANY($1::int[])', [
      conversations,
      erasedNames.employee,
    ]);
  },
  async ai_answers(tx, e) {
    if (e.kind === 'account') await tx.query('DELETE FROM ai_answers WHERE owner_id = $1', [e.id]);
    else {
      // A trend analysis names employees without being about one conversation; one recorded before
      // it listed them (NULL) may name anyone of the company, so an employee's erasure empties it too.
      const { conversations, employees } = erasedAlong(e);
      await tx.query(
        `UPDATE ai_answers SET output = '' WHERE conversation_id = ANY($1::int[]) OR employee_ids && $2::int[]
            OR (cardinality($2::int[]) > 0 AND feature = 'trend-analysis' AND employee_ids IS NULL AND owner_id = $3)`,
        [conversations, employees, e.ownerId],
      );
    }
  },
  async growth(tx, e) {
    if (e.kind !== 'account') {
      await tx.query(`UPDATE growth_goals SET description = '' WHERE conversation_id = ANY($1::int[])`, [erasedAlong(e).conversations]);
      return;
    }
    const goals = 'SELECT goal_id FROM growth_goals WHERE owner_id = $1';
    await tx.query(`DELETE FROM growth_goal_events WHERE goal_id IN (${goals})`, [e.id]);
    await tx.query(`DELETE FROM growth_goal_months WHERE goal_id IN (${goals})`, [e.id]);
    await tx.query(
      'DELETE FROM growth_ambitions WHERE conversation_id IN (SELECT conversation_id FROM growth_conversations WHERE owner_id = $1)',
      [e.id],
    );
    for (const table of ['growth_goals', 'growth_conversations', 'growth_employee_months', 'growth_company_months']) {
      await tx.query(`DELETE FROM ${table} WHERE owner_id = $1`, [e.id]);
    }
  },
};
