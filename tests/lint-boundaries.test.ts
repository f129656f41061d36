import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

/** The boundary messages ESLint reports for `code` as if it were the file at `file` (a repository path). */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

describe('ESLint boundaries (ARCHITECTURE.md, Layers)', () => {
  it.each([
    {
      wrong: 'read-api importing the write side',
      file: 'backend/read-api/conversation/wrong.ts',
      code: "import { conversationDecider } from '../../commands/conversation/decider';\nexport const d = conversationDecider;\n",
      says: 'backend/read-api imports backend/commands: the read side never reaches into the write side',
    },
    {
      wrong: 'a projection importing the write side',
      file: 'backend/projections/conversation/wrong.ts',
      code: "export { aiCreditsDecider } from '../../commands/ai/credits';\n",
      says: 'backend/projections imports backend/commands: the read side never reaches into the write side',
    },
    {
      wrong: 'the write side importing read-api',
      file: 'backend/commands/conversation/wrong.ts',
      code: "import { conversationAsOf } from '../../read-api/conversation/as-of';\nexport const a = conversationAsOf;\n",
      says: 'backend/commands imports backend/read-api: the write side reads read models only through a port it owns',
    },
    {
      wrong: 'the event store importing a projection',
      file: 'backend/eventstore/wrong.ts',
      code: "export type { Projection } from '../projections/projection';\n",
      says: 'backend/eventstore imports backend/projections: the event store knows only events/ and the platform floor',
    },
    {
      wrong: 'a command importing Koa glue',
      file: 'backend/commands/company/wrong.ts',
      code: "import { bind } from '../../http/bind';\nexport const b = bind;\n",
      says: 'backend/commands imports backend/http: only the http layer knows Koa',
    },
    {
      wrong: 'the platform floor importing a layer above it',
      file: 'backend/platform/wrong.ts',
      code: "export { handleCommand } from '../commands/handle-command';\n",
      says: 'backend/platform imports backend/commands: the platform floor (db, errors, ids, config, log) sits under every layer',
    },
    {
      wrong: 'a layer importing the composition root',
      file: 'backend/projections/wrong.ts',
      code: "export type { Runtime } from '../main/runtime';\n",
      says: 'backend/projections imports backend/main: the composition root is the top floor',
    },
    {
      wrong: 'a reactor going through the API',
      file: 'backend/reactors/mail/wrong.ts',
      code: "export { conversationAsOf } from '../../read-api/conversation/as-of';\n",
      says: 'backend/reactors imports backend/read-api: reactors and adapters work beside the read models',
    },
    {
      wrong: 'events importing the backend',
      file: 'events/wrong.ts',
      code: "import { NotFoundError } from '../backend/platform/errors';\nexport const e = NotFoundError;\n",
      says: 'events/ imports backend/: events are the lowest floor',
    },
    {
      wrong: 'the contract importing events',
      file: 'contracts/wrong.ts',
      code: "export type { ConversationEvent } from '../events/conversation';\n",
      says: 'contracts/ imports events/: the contract is shared with the app and imports nothing of ours',
    },
    {
      wrong: 'a feature importing another feature',
      file: 'app/src/features/companies/wrong.tsx',
      code: "import { ConversationList } from '../conversations/list/conversation-list';\nexport const c = ConversationList;\n",
      says: 'features/companies imports features/conversations: features never import each other',
    },
  ])('reports $wrong', async ({ file, code, says }) => {
    const messages = await boundaryMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(says);
  });

  it.each([
    {
      allowed: 'read-api folding a stream with events/ and the event store',
      file: 'backend/read-api/conversation/right.ts',
      code:
        "import { evolveConversation } from '../../../events/conversation-state';\n" +
        "import { loadAggregate } from '../../eventstore/load-aggregate';\n" +
        "import { findConversation } from '../../projections/conversation/queries';\n" +
        'export const all = [evolveConversation, loadAggregate, findConversation];\n',
    },
    {
      allowed: 'a route in http using commands and read-api',
      file: 'backend/http/routes/conversation/right.ts',
      code:
        "import { conversationDecider } from '../../../commands/conversation/decider';\n" +
        "import { conversationAsOf } from '../../../read-api/conversation/as-of';\n" +
        'export const both = [conversationDecider, conversationAsOf];\n',
    },
    {
      allowed: "a slice's integration test looking at its read model",
      file: 'backend/commands/company/right.int.test.ts',
      code: "import { companyProjection } from '../../projections/company/projection';\nexport const p = companyProjection;\n",
    },
    {
      allowed: 'events importing contracts',
      file: 'events/right.ts',
      code: "export type { SubscriptionTier } from '../contracts/plan-catalogue';\n",
    },
  ])('allows $allowed', async ({ file, code }) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});
