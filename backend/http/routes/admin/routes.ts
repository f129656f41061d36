import { adminApi } from '../../../../contracts/admin';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { createAiProvider } from '../../../adapters/ai/create-provider';
import { generateAiTemplates } from '../../../commands/admin/generate-ai-templates';
import { generateEmployees } from '../../../commands/admin/generate-employees';
import { generateTestdata } from '../../../commands/admin/generate-testdata';
import { adminTarget } from '../../../commands/admin/target';
import { commandContext } from '../../command-context';
import { requestTestMail } from '../../../commands/admin/test-mail';

/** The admin screen's commands (SPEC 2 and 7, Admin); the contract makes each one admin-only (403 for others). */
export const adminModule: ApiModule = (router, deps) => {
  const ai = createAiProvider(deps.config, deps.config.logRequests ? console.error : () => undefined);

  bind(router, deps, adminApi.testEmail, (_ctx, { body, user }) => requestTestMail(deps, user, body));
  bind(router, deps, adminApi.generateTestdata, async (ctx, { body, user }) =>
    generateTestdata(deps, await adminTarget(deps, commandContext(ctx, user), body.hrUserId, body.bedrijfId)),
  );
  bind(router, deps, adminApi.generateEmployees, async (ctx, { body, user }) =>
    generateEmployees(deps, await adminTarget(deps, commandContext(ctx, user), body.hrUserId, body.bedrijfId)),
  );
  bind(router, deps, adminApi.generateAiTemplates, (_ctx, { body, user }) => generateAiTemplates(deps, ai, user, body.branchId));
};
