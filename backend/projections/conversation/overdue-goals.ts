import { dutchParts } from '../../../contracts/dutch-time';
import type { DigestEmployee } from '../../../events/overdue-digest';
import type { Pool } from '../../platform/db';

/** Below this a goal is not reached; a goal at 10 is done whatever its deadline. */
const REACHED = 10;

/** The Dutch calendar day of an instant, 'YYYY-MM-DD': a deadline is a Dutch day, not a UTC one. */
export function dutchDay(instant: Date): string {
  const p = dutchParts(instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * The workspace's goals whose deadline lies before today (Dutch time) and that are not reached, in
 * conversations that are not archived (a deleted one has no rows), grouped by employee: the
 * dashboard card and the weekly digest show the same list.
 */
export async function overdueGoals(pool: Pool, workspaceId: number, now: Date): Promise<DigestEmployee[]> {
  const { rows } = await pool.query<{
    goal_id: number;
    conversation_id: number;
    description: string;
    deadline: string;
    progress: number;
    employee_id: number;
    employee_name: string;
    company_name: string;
  }>(
    `SELECT g.id AS goal_id, g.conversation_id, g.description, to_char(g.deadline, 'YYYY-MM-DD') AS deadline, g.progress,
            c.employee_id, c.employee_name, c.company_name
       FROM read.conversation_goals g JOIN read.conversations c ON c.id = g.conversation_id AND c.owner_id = g.owner_id
      WHERE g.owner_id = $1 AND c.archived_at IS NULL AND g.deadline < $2::date AND g.progress < $3
      ORDER BY c.employee_name, c.employee_id, g.deadline, g.id`,
    [workspaceId, dutchDay(now), REACHED],
  );
  const byEmployee = new Map<number, DigestEmployee>();
  for (const row of rows) {
    let employee = byEmployee.get(row.employee_id);
    if (!employee) {
      employee = { employeeId: row.employee_id, employeeName: row.employee_name, companyName: row.company_name, goals: [] };
      byEmployee.set(row.employee_id, employee);
    }
    employee.goals.push({
      goalId: row.goal_id,
      conversationId: row.conversation_id,
      description: row.description,
      deadline: row.deadline,
      progress: row.progress,
    });
  }
  return [...byEmployee.values()];
}
