import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The app's boundaries of eslint.config.js (the backend's layers: tests/lint-boundaries.test.ts); these
// cases lint small snippets as if they stood at the given paths, with the real configuration.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'boundaries/imports').map((message) => message.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it('refuses a feature importing another feature, in every import form', async () => {
    const code = [
      "import type { ConversationSummary } from '../../conversations/api/types';",
      "export { ConversationStatusBadge } from '../../conversations/parts/status-badge';",
      "export const load = () => import('../../conversations/schedule/schedule-conversation-modal');",
      '',
    ].join('\n');
    const messages = await boundaryMessages('app/src/features/calendar/components/example.tsx', code);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/^features\/calendar imports features\/conversations: features never import each other/);
  });

  it('lets a feature import its own folders, the kit, lib and the contract', async () => {
    const code = [
      "import { calendarItems } from '../lib/calendar-items';",
      "import { Modal } from '../../../ui/modal';",
      "import { useDocumentTitle } from '../../../lib/use-document-title';",
      "import type { ConversationSummary } from '../../../../../contracts/conversations';",
      'export { calendarItems, Modal, useDocumentTitle };',
      'export type { ConversationSummary };',
      '',
    ].join('\n');
    expect(await boundaryMessages('app/src/features/calendar/components/example.tsx', code)).toEqual([]);
  });

  it('lets the route pages compose features', async () => {
    const code = "export { ScheduleConversationModal } from '../features/conversations/schedule/schedule-conversation-modal';\n";
    expect(await boundaryMessages('app/src/routes/calendar-page.tsx', code)).toEqual([]);
  });

  it('refuses the app importing backend/ or events/', async () => {
    const messages = await boundaryMessages(
      'app/src/features/companies/api/example.ts',
      "export { createApp } from '../../../../../backend/http/app';\nexport * from '../../../../../events/companies';\n",
    );
    expect(messages).toEqual([
      'The app imports backend/: the app knows the backend only through the shared contract in contracts/.',
      'The app imports events/: the app knows the backend only through the shared contract in contracts/.',
    ]);
  });

  it('refuses ui and lib reaching up into features or routes, and features into routes', async () => {
    expect(await boundaryMessages('app/src/ui/example.tsx', "export * from '../features/companies/components/company-card';\n")).toEqual([
      'ui imports features/companies: dependencies flow ui/lib -> features -> routes, never back.',
    ]);
    expect(await boundaryMessages('app/src/lib/example.ts', "export * from '../routes/menu';\n")).toHaveLength(1);
    expect(
      await boundaryMessages('app/src/features/dashboard/components/example.tsx', "export * from '../../../routes/menu';\n"),
    ).toHaveLength(1);
  });
});
