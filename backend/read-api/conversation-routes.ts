import type Router from '@koa/router';
import { z } from 'zod';
import { conversationRowToApi, conversationStateToApi } from '../commands/conversation/api-shape';
import { conversationHistory } from '../commands/conversation/history';
import { loadConversation } from '../commands/conversation/load';
import { conversationResponse, popIdOf } from '../commands/conversation/routes-conversation';
import { conversationStream } from '../../events/conversation';
import { NotFoundError, ValidationError } from '../platform/errors';
import { goalsOfEmployee, listByStatus, listConversations, SORT_COLUMNS } from '../projections/conversations/queries';
import { currentUser } from '../http/auth';
import type { AppDeps } from '../http/deps';
import { parseId, parseInput } from '../http/validate';

const flag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const listQuery = z.object({
  includeArchived: flag.optional(),
  employeeId: z.coerce.number().int().positive().optional(),
  company: z.coerce.number().int().positive().optional(),
  status: z.enum(['gepland', 'open', 'afgerond'], { error: 'Onbekende status' }).optional().or(z.literal('').transform(() => undefined)),
  search: z.string().max(200).optional(),
  from: z.iso.datetime({ offset: true, error: 'Ongeldig tijdstip voor from' }).transform((v) => new Date(v)).optional(),
  to: z.iso.datetime({ offset: true, error: 'Ongeldig tijdstip voor to' }).transform((v) => new Date(v)).optional(),
  sort: z.enum(Object.keys(SORT_COLUMNS) as [keyof typeof SORT_COLUMNS], { error: 'Onbekende sortering' }).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

export function registerConversationReadRoutes(router: Router, deps: AppDeps) {
  const { requireAuth } = deps.auth;

  /** Without `page` the whole (filtered) list as an array; with it one page and the total. */
  router.get('/pop', requireAuth, async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const { id } = currentUser(ctx);
    const result = await listConversations(deps.pool, id, { ...q, companyId: q.company });
    const items = result.items.map(conversationRowToApi);
    ctx.body = q.page ? { items, total: result.total, page: result.page, pageSize: result.pageSize, totalPages: Math.max(1, Math.ceil(result.total / result.pageSize)) } : items;
  });

  router.get('/pop/open', requireAuth, async (ctx) => {
    const { limit } = parseInput(limitQuery, ctx.query);
    ctx.body = (await listByStatus(deps.pool, currentUser(ctx).id, 'open', limit)).map(conversationRowToApi);
  });

  router.get('/pop/planned', requireAuth, async (ctx) => {
    const { limit } = parseInput(limitQuery, ctx.query);
    ctx.body = (await listByStatus(deps.pool, currentUser(ctx).id, 'gepland', limit)).map(conversationRowToApi);
  });

  router.get('/pop/goals/employee/:employeeId', requireAuth, async (ctx) => {
    const employeeId = parseId(ctx.params.employeeId);
    if (employeeId === null) throw new NotFoundError('Medewerker niet gevonden');
    const rows = await goalsOfEmployee(deps.pool, currentUser(ctx).id, employeeId);
    ctx.body = rows.map((r) => ({ ...r, datum_tijd: (r.datum_tijd as Date).toISOString() }));
  });

  /** `?asOf=<ISO time>` rebuilds the conversation from its events as it was then (for auditors). */
  router.get('/pop/:id', requireAuth, async (ctx) => {
    const { id: userId } = currentUser(ctx);
    const popId = popIdOf(ctx);
    const asOf = typeof ctx.query.asOf === 'string' ? ctx.query.asOf : undefined;
    if (asOf === undefined) {
      ctx.body = await conversationResponse(deps, userId, popId);
      return;
    }
    const moment = new Date(asOf);
    if (Number.isNaN(moment.getTime())) throw new ValidationError('Ongeldig tijdstip voor asOf');
    ctx.body = { ...conversationStateToApi(await loadConversation(deps.store, userId, popId, moment)), asOf: moment.toISOString() };
  });

  router.get('/pop/:id/history', requireAuth, async (ctx) => {
    const { id: userId } = currentUser(ctx);
    const popId = popIdOf(ctx);
    // Also for a deleted conversation: its history is what an auditor needs most.
    await loadConversation(deps.store, userId, popId, new Date());
    const events = await deps.store.readStream(conversationStream(popId));
    const actors = [...new Set(events.map((e) => Number(e.metadata.actor)).filter(Number.isInteger))];
    const { rows } = await deps.pool.query<{ id: number; naam: string }>('SELECT id, naam FROM read.hr_users WHERE id = ANY($1)', [actors]);
    ctx.body = conversationHistory(events, new Map(rows.map((r) => [r.id, r.naam])));
  });
}
