import multer from '@koa/multer';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { ValidationError } from '../../platform/errors';
import { listCompanies } from '../../projections/companies/queries';
import { employeeEmailKeys } from '../../projections/employees/queries';
import { currentUser } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/validate';
import { loadCompany } from '../company/load';
import { commandContext } from '../../http/command-context';
import type { CompanyFacts } from '../employee/decider';
import { findStaleClaims, loadEmailDirectory } from '../employee/email-claims';
import { importMessages } from './messages';
import { companiesByName, toImportRows, validateRows } from './parse-rows';
import { MAX_FILE_BYTES, readSpreadsheet } from './read-spreadsheet';
import { importEmployees } from './run-import';

const importFields = z.object({
  skipFirstRow: z
    .enum(['1', '0', 'true', 'false'], { error: importMessages.skipFirstRow })
    .optional()
    .transform((value) => value !== '0' && value !== 'false'),
});

/** Multipart with one file kept in memory; upload problems become 400s with a Dutch message. */
function receiveFile(): Middleware {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } }).single('file');
  return async (ctx, next) => {
    try {
      await upload(ctx, async () => undefined);
    } catch (err) {
      const code = (err as { code?: string }).code;
      throw new ValidationError(code === 'LIMIT_FILE_SIZE' ? importMessages.tooLarge : importMessages.unreadable);
    }
    await next();
  };
}

export function registerEmployeeImportRoutes(router: Router, deps: AppDeps) {
  router.post('/employees/import', deps.auth.requireAuth, receiveFile(), async (ctx) => {
    const { skipFirstRow } = parseInput(importFields, ctx.request.body);
    const file = ctx.file?.buffer;
    if (!file) throw new ValidationError(importMessages.noFile);
    const rows = toImportRows(await readSpreadsheet(file), skipFirstRow);

    const { id: userId } = currentUser(ctx);
    const now = deps.clock().toISOString();
    const byName = companiesByName(await listCompanies(deps.pool, userId, true));
    // Addresses in use come from the owner's e-mail directory (a stream); the read model only saves stream reads.
    const directory = await loadEmailDirectory(deps.store, userId);
    const fileEmails = rows.map((row) => row.email).filter(Boolean);
    const stale = await findStaleClaims(deps.store, directory, fileEmails, now, await employeeEmailKeys(deps.pool, userId));
    const staleKeys = new Set(stale.map((claim) => claim.key));
    const taken = new Set([...directory.holders.keys()].filter((key) => !staleKeys.has(key)));
    const { valid, errors } = validateRows(rows, byName, taken);

    // The companies the rows name, confirmed on their own streams (the names came from a read model).
    const companies = new Map<number, CompanyFacts>();
    for (const companyId of new Set(valid.map((row) => row.bedrijfId))) {
      const company = await loadCompany(deps.store, companyId);
      if (company.exists && company.ownerId === userId) companies.set(companyId, { companyId, ownerId: userId });
    }
    const importable = valid.filter((row) => companies.has(row.bedrijfId));
    for (const row of valid) {
      if (!companies.has(row.bedrijfId)) errors.push({ line: row.line, reason: importMessages.bedrijfUnknown(row.bedrijf) });
    }

    const context = commandContext(ctx, userId);
    const result = await importEmployees(deps, { userId, context, now, companies, stale }, importable);
    const allErrors = [...errors, ...result.errors].sort((a, b) => a.line - b.line);
    ctx.body = { inserted: result.inserted, skipped: allErrors.length, errors: allErrors };
  });
}
