// ESLint (flat config). `npm run lint`, run by `npm test`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The feature folder a repository path lies in (app/src/features/<name>/...), if any. */
const featureOf = (file) => /^app\/src\/features\/([^/]+)\//.exec(file)?.[1];
const under = (file, ...folders) => folders.some((folder) => file.startsWith(`${folder}/`));

const isTest = (file) => /\.test\.tsx?$/.test(file);
const top = (file) =>
  file
    .split('/')
    .slice(0, file.startsWith('backend/') ? 2 : 1)
    .join('/');

/**
 * Which folder may import which: the arrows of ARCHITECTURE.md's 'Layers' section, which all point
 * down. Each boundary gets the importing file and the imported one as repository paths; it answers
 * the message (what to do instead), or nothing.
 */
export const BOUNDARIES = [
  (from, to) =>
    featureOf(from) && featureOf(to) && featureOf(from) !== featureOf(to)
      ? `features/${featureOf(from)} imports features/${featureOf(to)}: features never import each other. ` +
        'Move what both need to app/src/ui (or lib), or let the route page in app/src/routes compose the two.'
      : undefined,
  (from, to) =>
    under(from, 'app') && under(to, 'backend', 'events')
      ? `The app imports ${to.split('/')[0]}/: the app knows the backend only through the shared contract in contracts/.`
      : undefined,
  (from, to) =>
    under(from, 'app/src/ui', 'app/src/lib') && under(to, 'app/src/features', 'app/src/routes')
      ? `${from.split('/')[2]} imports ${to.split('/').slice(2, 4).join('/')}: dependencies flow ui/lib -> features -> routes, never back.`
      : undefined,
  (from, to) =>
    under(from, 'app/src/features') && under(to, 'app/src/routes')
      ? 'A feature imports a route page: dependencies flow ui/lib -> features -> routes, never back.'
      : undefined,
  // Integration tests of a slice may look at its read model; the write side's code may not.
  (from, to) =>
    under(from, 'backend/commands') && under(to, 'backend/projections', 'backend/read-api') && !isTest(from)
      ? `backend/commands imports ${top(to)}: the write side reads read models only through a port it owns (commands/deps.ts), ` +
        'which the composition root fills.'
      : undefined,
  (from, to) =>
    under(from, 'backend/read-api', 'backend/projections') && under(to, 'backend/commands')
      ? `${top(from)} imports backend/commands: the read side never reaches into the write side. Fold a stream with ` +
        'eventstore/load-aggregate.ts and a pure fold in events/ (one the decider uses too, as events/conversation-state.ts).'
      : undefined,
  (from, to) =>
    under(from, 'backend/projections') && under(to, 'backend/read-api')
      ? 'backend/projections imports backend/read-api: read-api sits above the read models. Move what both need into the projection.'
      : undefined,
  (from, to) =>
    under(from, 'backend/eventstore') && under(to, 'backend/commands', 'backend/projections', 'backend/read-api')
      ? `backend/eventstore imports ${top(to)}: the event store knows only events/ and the platform floor. ` +
        'Give it what it needs as a parameter or a port declared in eventstore/.'
      : undefined,
  (from, to) =>
    under(from, 'backend/eventstore', 'backend/commands', 'backend/projections', 'backend/read-api') && under(to, 'backend/http')
      ? `${top(from)} imports backend/http: only the http layer knows Koa. Take plain values (a CommandContext, a Caller, ` +
        'CommandDeps) and let the route in backend/http/routes build them from the request.'
      : undefined,
  (from, to) =>
    under(from, 'backend/platform') && under(to, 'backend') && !under(to, 'backend/platform') && !isTest(from)
      ? `backend/platform imports ${top(to)}: the platform floor (db, errors, ids, config, log) sits under every layer. ` +
        'Move the code that needs the layer up into it, or into the composition root in backend/main.'
      : undefined,
  (from, to) =>
    under(to, 'backend/main') && !under(from, 'backend/main', 'tests', 'bench') && !isTest(from)
      ? `${top(from)} imports backend/main: the composition root is the top floor, nothing below imports it. ` +
        'Hand the piece down as a parameter or a port, or move what both need below.'
      : undefined,
  (from, to) =>
    under(from, 'backend/reactors', 'backend/adapters') && under(to, 'backend/http', 'backend/read-api') && !isTest(from)
      ? `${top(from)} imports ${top(to)}: reactors and adapters work beside the read models, not through the API. ` +
        'Query the read model in backend/projections, or take what is needed as a parameter.'
      : undefined,
  (from, to) =>
    under(from, 'events') && under(to, 'backend', 'app')
      ? `events/ imports ${to.split('/')[0]}/: events are the lowest floor and import only events/ and contracts/. ` +
        'Move the shared piece down into events/ (a pure fold) or contracts/ (a shared rule).'
      : undefined,
  (from, to) =>
    under(from, 'contracts') && under(to, 'backend', 'events', 'app')
      ? `contracts/ imports ${to.split('/')[0]}/: the contract is shared with the app and imports nothing of ours. ` +
        'Declare the type or rule in contracts/ and let events/ or the backend import it from there.'
      : undefined,
];

/** Resolves a relative import against its file and checks it against BOUNDARIES; packages pass. */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps imports inside the boundaries of ARCHITECTURE.md's 'Layers'" },
    schema: [],
  },
  create(context) {
    const from = path.relative(root, context.filename).split(path.sep).join('/');
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      for (const boundary of BOUNDARIES) {
        const message = boundary(from, to);
        if (message) context.report({ node, message });
      }
    }
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      TSImportType: (node) => {
        const argument = node.argument?.literal ?? node.argument;
        if (argument?.type === 'Literal') check(argument, argument.value);
      },
    };
  },
};

export default defineConfig([
  {
    ignores: ['node_modules/', 'app/dist/', '.data/', '.test-data/', 'bench-results/', 'tests/e2e/screenshots/', 'coverage/'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { boundaries: { rules: { imports: importBoundaries } } },
    rules: { 'boundaries/imports': 'error' },
  },
]);
