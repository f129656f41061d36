import type { Context } from 'koa';
import { avgApi } from '../../../../contracts/avg';
import { employeeMessages } from '../../../../contracts/employees';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { orNotFound } from '../../../platform/errors';
import { limits } from '../../../platform/rate-limit';
import { accountExport, employeeExport, type StreamedExport } from '../../../read-api/avg/export-data';
import { readDeletionLog } from '../../../read-api/avg/deletion-log';
import { sendExportJson } from '../../../read-api/avg/export-json';
import { sendExportWorkbook } from '../../../read-api/avg/export-xlsx';

/**
 * The exports of the right of access (JSON, or .xlsx with ?format=xlsx), streamed, and counted per
 * account before any work: both read every event about their subject. And the admins' deletion log.
 */
export const avgReadRoutes: ApiModule = (router, deps) => {
  const send = (ctx: Context, format: 'json' | 'xlsx' | undefined, data: StreamedExport) =>
    format === 'xlsx' ? sendExportWorkbook(ctx, data) : sendExportJson(ctx, data);

  bind(router, deps, avgApi.employeeExport, async (ctx, { params: { id }, query, user }) => {
    await deps.limiter.consume(limits.exportPerAccount, String(user.workspaceId));
    send(ctx, query.format, orNotFound(await employeeExport(deps, user.workspaceId, id), employeeMessages.notFound));
  });

  bind(router, deps, avgApi.accountExport, async (ctx, { query, user }) => {
    await deps.limiter.consume(limits.exportPerAccount, String(user.workspaceId));
    send(ctx, query.format, await accountExport(deps, user.workspaceId));
  });

  bind(router, deps, avgApi.deletionLog, async (_ctx, { query }) => readDeletionLog(deps.pool, query.limit ?? 100));
  bind(router, deps, avgApi.workspaceDeletionLog, async (_ctx, { query, user }) =>
    readDeletionLog(deps.pool, query.limit ?? 100, user.workspaceId),
  );
};
