import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import { z } from 'zod';
import { NotFoundError } from '../platform/errors';
import { conversationStats } from '../projections/conversations/queries';
import { currentUser } from '../http/auth';
import type { AppDeps } from '../http/deps';
import { parseInput } from '../http/validate';

const logBody = z.object({
  entity_type: z.enum(['pop', 'goal', 'ambition', 'employee', 'company'], { error: 'Onbekend type' }),
  entity_id: z.coerce.number().int().positive(),
  action: z.string().trim().min(1).max(30).default('open'),
});

/** Details shown on the activity card, read from the user's own rows (never from the client). */
const DETAILS_SQL: Record<z.infer<typeof logBody>['entity_type'], string> = {
  pop: `SELECT json_build_object('medewerker_naam', medewerker_naam, 'bedrijf_naam', bedrijf_naam) AS details FROM read.pop_conversations WHERE id = $1 AND hr_user_id = $2`,
  company: `SELECT json_build_object('naam', naam) AS details FROM read.companies WHERE id = $1 AND hr_user_id = $2`,
  employee: `SELECT json_build_object('naam', naam) AS details FROM read.employees WHERE id = $1 AND hr_user_id = $2`,
  goal: `SELECT json_build_object('omschrijving', omschrijving) AS details FROM read.library_entries WHERE kind = 'goal' AND id = $1 AND hr_user_id = $2`,
  ambition: `SELECT json_build_object('omschrijving', omschrijving) AS details FROM read.library_entries WHERE kind = 'ambition' AND id = $1 AND hr_user_id = $2`,
};

export function registerDashboardRoutes(router: Router, deps: AppDeps) {
  const { requireAuth } = deps.auth;

  router.get('/dashboard/stats', requireAuth, async (ctx) => {
    const { id } = currentUser(ctx);
    const [{ rows }, conversations] = await Promise.all([
      deps.pool.query<{ companies: number; employees: number }>(
        `SELECT (SELECT count(*)::int FROM read.companies WHERE hr_user_id = $1 AND actief) AS companies,
                (SELECT count(*)::int FROM read.employees WHERE hr_user_id = $1 AND actief) AS employees`,
        [id],
      ),
      conversationStats(deps.pool, id),
    ]);
    ctx.body = {
      totalCompanies: rows[0]!.companies,
      totalEmployees: rows[0]!.employees,
      openConversations: conversations.openConversations,
      completedConversations: conversations.completedConversations,
      plannedConversations: conversations.plannedConversations,
    };
  });

  router.get('/dashboard/conversation-stats', requireAuth, async (ctx) => {
    ctx.body = await conversationStats(deps.pool, currentUser(ctx).id);
  });

  router.get('/activity/recent', requireAuth, async (ctx) => {
    const { limit } = parseInput(z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }), ctx.query);
    const { rows } = await deps.pool.query(
      `SELECT event_id AS id, entity_type, entity_id, action, details, created_at FROM read.activity
        WHERE hr_user_id = $1 ORDER BY created_at DESC, event_id LIMIT $2`,
      [currentUser(ctx).id, limit],
    );
    ctx.body = { activities: rows };
  });

  router.post('/activity/log', requireAuth, async (ctx) => {
    const body = parseInput(logBody, ctx.request.body);
    const { id } = currentUser(ctx);
    const { rows } = await deps.pool.query(DETAILS_SQL[body.entity_type], [body.entity_id, id]);
    if (!rows[0]) throw new NotFoundError('Niet gevonden');
    const result = await deps.store.appendToStream(
      `activity-${id}`,
      [{ id: randomUUID(), type: 'ActivityLogged', data: { ...body, details: rows[0].details, at: deps.clock().toISOString() }, metadata: { actor: String(id), tenant: String(id) } }],
      { expected: 'any' },
    );
    await deps.projections.waitFor(result.checkpoint);
    ctx.status = 201;
    ctx.body = { message: 'Activiteit vastgelegd' };
  });
}
