import { conversationApi, conversationMessages } from '../../../../contracts/conversations';
import { bind } from '../../bind';
import { declareReads } from '../../route-reads';
import type { ApiModule } from '../../deps';
import { orNotFound } from '../../../platform/errors';
import { findConversation, goalsOfEmployee, listByStatus, listConversations } from '../../../projections/conversation/queries';
import { findEmployee } from '../../../projections/employee/queries';
import { conversationAsOf } from '../../../read-api/conversation/as-of';
import { readConversationHistory } from '../../../read-api/conversation/history';
import { conversationRowToApi, conversationToApi, employeeGoalToApi } from '../../../read-api/conversation/to-api';

/** The lists, the detail, its state at an earlier moment and its history. Fixed paths before /pop/{id}. */
export const conversationReadRoutes: ApiModule = (router, deps) => {
  declareReads(['conversations'], conversationApi.list, conversationApi.open, conversationApi.planned, conversationApi.get);
  declareReads(['employees', 'conversations'], conversationApi.goalsOfEmployee);
  /** Without `page` the whole (filtered) list as an array; with it one page and the total. */
  bind(router, deps, conversationApi.list, async (_ctx, { query: q, user }) => {
    const result = await listConversations(deps.pool, user.workspaceId, { ...q, companyId: q.company });
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
    (await listByStatus(deps.pool, user.workspaceId, 'open', query.limit)).map(conversationRowToApi),
  );
  bind(router, deps, conversationApi.planned, async (_ctx, { query, user }) =>
    (await listByStatus(deps.pool, user.workspaceId, 'gepland', query.limit)).map(conversationRowToApi),
  );

  bind(router, deps, conversationApi.goalsOfEmployee, async (_ctx, { params, user }) => {
    // Another workspace's employee is unknown here, not one without goals.
    orNotFound(await findEmployee(deps.pool, user.workspaceId, params.employeeId), conversationMessages.employeeNotFound);
    const rows = await goalsOfEmployee(deps.pool, user.workspaceId, params.employeeId);
    return rows.map(employeeGoalToApi);
  });

  /** `?asOf=<ISO time>` rebuilds the conversation from its events as it was then (for auditors). */
  bind(router, deps, conversationApi.get, async (_ctx, { params: { id }, query: { asOf }, user }) => {
    if (asOf) return conversationAsOf(deps.store, user.workspaceId, id, asOf);
    const found = orNotFound(await findConversation(deps.pool, user.workspaceId, id), 'Gesprek niet gevonden');
    return conversationToApi(found);
  });

  bind(router, deps, conversationApi.history, (_ctx, { params: { id }, user }) =>
    readConversationHistory(deps.store, deps.pool, user.workspaceId, id),
  );
};
