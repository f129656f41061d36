import type Router from '@koa/router';
import { employeeApi } from '../../../../contracts/employees';
import { ValidationError } from '../../../platform/errors';
import { bind } from '../../bind';
import { receiveFile } from '../../receive-file';
import type { AppDeps } from '../../deps';
import { loadCompany } from '../../../commands/company/load';
import { commandContext } from '../../command-context';
import type { CompanyFacts } from '../../../commands/employee/decider';
import { findStaleClaims, loadEmailDirectory } from '../../../commands/employee/email-claims';
import { importMessages } from '../../../commands/employee-import/messages';
import { oneImportPerAccount } from './one-import-per-account';
import { companiesByName, toImportRows, validateRows } from '../../../commands/employee-import/parse-rows';
import { MAX_FILE_BYTES, readSpreadsheet } from '../../../commands/employee-import/read-spreadsheet';
import { importEmployees } from '../../../commands/employee-import/run-import';

export function registerEmployeeImportRoutes(router: Router, deps: AppDeps) {
  bind(
    router,
    deps,
    employeeApi.import,
    async (ctx, { body: { skipFirstRow }, user }) => {
      const file = ctx.file?.buffer;
      if (!file) throw new ValidationError(importMessages.noFile);
      const rows = toImportRows(await readSpreadsheet(file), skipFirstRow);

      const ownerId = user.workspaceId;
      const now = deps.clock().toISOString();
      const owned = await deps.reads.companies(ownerId, true);
      const byName = companiesByName(owned.map((company) => ({ id: company.id, name: company.naam, active: company.actief })));
      // Addresses in use come from the owner's e-mail directory (a stream); the read model only saves stream reads.
      const directory = await loadEmailDirectory(deps.store, ownerId);
      const fileEmails = rows.map((row) => row.email).filter(Boolean);
      const stale = await findStaleClaims(deps.store, directory, fileEmails, now, await deps.reads.employeeEmailKeys(ownerId));
      const staleKeys = new Set(stale.map((claim) => claim.key));
      const taken = new Set([...directory.holders.keys()].filter((key) => !staleKeys.has(key)));
      const { valid, errors } = validateRows(rows, byName, taken);

      // The companies the rows name, confirmed on their own streams (the names came from a read model).
      const companies = new Map<number, CompanyFacts>();
      for (const companyId of new Set(valid.map((row) => row.companyId))) {
        const company = await loadCompany(deps.store, companyId);
        if (company.exists && company.ownerId === ownerId) companies.set(companyId, { companyId, ownerId: ownerId });
      }
      const importable = valid.filter((row) => companies.has(row.companyId));
      for (const row of valid) {
        if (!companies.has(row.companyId)) errors.push({ line: row.line, reason: importMessages.companyUnknown(row.company) });
      }

      const context = commandContext(ctx, user);
      const result = await importEmployees(deps, { userId: ownerId, context, now, companies, stale }, importable);
      const allErrors = [...errors, ...result.errors].sort((a, b) => a.line - b.line);
      return { inserted: result.inserted, skipped: allErrors.length, errors: allErrors };
    },
    [
      oneImportPerAccount(),
      receiveFile({ maxBytes: MAX_FILE_BYTES, fields: 10, tooLarge: importMessages.tooLarge, unreadable: importMessages.unreadable }),
    ],
  );
}
