import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['contracts', 'events', 'backend', 'app/src', 'tests', 'bench'];

/**
 * Shared types and values that once had several declarations with different members (issue 23):
 * each has one, in contracts/ or events/, and everything else imports it.
 */
const SHARED = [
  'SubscriptionTier',
  'LibraryKind',
  'ConversationStatus',
  'ConversationListQuery',
  'ConversationRow',
  'planMessages',
  'foldEvents',
  'TemplateGoal',
  'TemplateSource',
];
/**
 * Their former names: a second meaning gets a name of its own (LibraryPath, SubscriptionTier,
 * UserTemplateGoal); scheduling a conversation is not a "plan", a template's source not "eigen/gesprek".
 */
const RETIRED = ['PlanType', 'PlanName', 'AiLibraryKind', 'CopySource', 'PlanConversationInput', 'GoalState'];

// Not an import's `type Name,`: a declaration goes on with =, <, (, {, : or extends.
const declaration = (name: string) =>
  new RegExp(
    String.raw`^\s*(?:export\s+)?(?:declare\s+)?(?:type|interface|const|let|function|class|enum)\s+${name}\s*(?:[=<({:]|extends\b)`,
    'm',
  );

function sources(): { file: string; text: string }[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(folder, file))
      .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') })),
  );
}

describe('one definition per shared type', () => {
  const files = sources();
  const declaring = (name: string) => files.filter(({ text }) => declaration(name).test(text)).map(({ file }) => file);

  it.each(SHARED)('%s is declared once', (name) => {
    expect(declaring(name)).toHaveLength(1);
  });

  it.each(RETIRED)('%s is declared nowhere', (name) => {
    expect(declaring(name)).toEqual([]);
  });
});
