import { auditApi } from '../../../../contracts/audit';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { limits } from '../../../platform/rate-limit';
import { sendAuditWorkbook } from '../../../read-api/audit/export-xlsx';
import { auditTrailPage } from '../../../read-api/audit/trail';

/** The workspace's audit trail (issue 24): a page at a time, or all of it with the same filters as Excel. */
export const auditReadRoutes: ApiModule = (router, deps) => {
  bind(router, deps, auditApi.trail, async (_ctx, { query: { page, ...filters }, user }) =>
    auditTrailPage(deps.pool, user.workspaceId, filters, page),
  );

  bind(router, deps, auditApi.export, async (ctx, { query, user }) => {
    // Counted with the other exports before any work: it reads the whole trail.
    await deps.limiter.consume(limits.exportPerAccount, String(user.workspaceId));
    sendAuditWorkbook(ctx, deps.pool, user.workspaceId, query);
  });
};
