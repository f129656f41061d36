import { conversationStream } from '../../../events/conversation';
import { conversationApi } from '../../../contracts/conversations';
import { conversationStateToApi } from '../../commands/conversation/api-shape';
import { conversationHistory } from '../../commands/conversation/history';
import { writtenDigests } from '../../commands/conversation/history-ai';
import { loadConversation } from '../../commands/conversation/load';
import { bind } from '../../http/bind';
import type { ApiModule } from '../../http/deps';
import { orNotFound } from '../../platform/errors';
import { aiAnswersForConversation } from '../../projections/ai-answers/queries';
import { findConversation, goalsOfEmployee, listByStatus, listConversations } from '../../projections/conversations/queries';
import { conversationRowToApi, conversationToApi, employeeGoalToApi } from './to-api';

/** The lists, the detail, its state at an earlier moment and its history. Fixed paths before /pop/{id}. */
export const conversationReadRoutes: ApiModule = (router, deps) => {
  /** Without `page` the whole (filtered) list as an array; with it one page and the total. */
  bind(router, deps, conversationApi.list, async (_ctx, { query: q, user }) => {
    const result = await listConversations(deps.pool, user.id, { ...q, companyId: q.company });
    const items = result.items.map(conversationRowToApi);
    if (!q.page) return items;
    return {
      items,
      total: result.total,
      page: result.page,
      pageSize: result.pageSize,
      totalPages: Math.max(1, Math.ceil(result.total / result.pageSize)),
    };
  });

  bind(router, deps, conversationApi.open, async (_ctx, { query, user }) =>
    (await listByStatus(deps.pool, user.id, 'open', query.limit)).map(conversationRowToApi),
  );
  bind(router, deps, conversationApi.planned, async (_ctx, { query, user }) =>
    (await listByStatus(deps.pool, user.id, 'gepland', query.limit)).map(conversationRowToApi),
  );

  bind(router, deps, conversationApi.goalsOfEmployee, async (_ctx, { params, user }) => {
    const rows = await goalsOfEmployee(deps.pool, user.id, params.employeeId);
    return rows.map(employeeGoalToApi);
  });

  /** `?asOf=<ISO time>` rebuilds the conversation from its events as it was then (for auditors). */
  bind(router, deps, conversationApi.get, async (_ctx, { params: { id }, query: { asOf }, user }) => {
    if (asOf) return { ...conversationStateToApi(await loadConversation(deps.store, user.id, id, asOf)), asOf: asOf.toISOString() };
    const found = orNotFound(await findConversation(deps.pool, user.id, id), 'Gesprek niet gevonden');
    return conversationToApi(found);
  });

  bind(router, deps, conversationApi.history, async (_ctx, { params: { id }, user }) => {
    // Also for a deleted conversation: its history is what an auditor needs most.
    await loadConversation(deps.store, user.id, id, new Date());
    const events = await deps.store.readStream(conversationStream(id));
    const actors = [...new Set(events.map((e) => Number(e.metadata.actor)).filter(Number.isInteger))];
    const [{ rows }, aiAnswers] = await Promise.all([
      deps.pool.query<{ id: number; naam: string }>('SELECT id, naam FROM read.hr_users WHERE id = ANY($1)', [[...actors, user.id]]),
      aiAnswersForConversation(deps.pool, user.id, id, writtenDigests(events)),
    ]);
    return conversationHistory(events, new Map(rows.map((r) => [r.id, r.naam])), aiAnswers);
  });
};
