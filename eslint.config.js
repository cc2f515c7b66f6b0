import path from 'node:path';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;
const featureOf = (file) => {
  const at = file.indexOf(FEATURES_DIR);
  return at === -1 ? null : file.slice(at + FEATURES_DIR.length).split(path.sep)[0];
};

/**
 * Neither the dashboard nor the public site imports the API. Repeated in every block that needs
 * it: a later block's no-restricted-imports replaces an earlier one for the same files.
 */
const NO_API_IMPORTS = {
  group: ['@sparklink/api', '**/apps/api/**', '**/api/src/**'],
  message: 'The web app and the public site never import the API.',
};

/** Only the dashboard imports the dashboard: the API and the public site never do (decision 041). */
const NO_DASHBOARD_IMPORTS = {
  group: ['@sparklink/web', '@sparklink/web/*', '**/apps/web/**', '**/web/src/**'],
  message: 'Only the dashboard imports the dashboard (apps/web).',
};

/**
 * The public site is used through its package's exports (`@sparklink/public-site/render`, its JSX
 * runtime), never by reaching into its files, so what it exposes stays a choice (decision 041).
 */
const PUBLIC_SITE_THROUGH_EXPORTS = {
  group: ['**/packages/public-site/**', '@sparklink/public-site/src/*'],
  message: 'Import the public site through its exports (@sparklink/public-site/render, …/html/jsx-runtime).',
};

/** Dashboard features do not import each other; shared code moves to components/ or lib/. */
const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const own = featureOf(context.filename);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (!own || typeof source !== 'string' || !source.startsWith('.')) return;
        const target = featureOf(path.resolve(path.dirname(context.filename), source));
        if (target && target !== own) {
          context.report({
            node,
            message: `Feature '${own}' imports feature '${target}'; move shared code to components/ or lib/.`,
          });
        }
      },
    };
  },
};

/**
 * One-way imports (design.md, decision 041): contract ← public-site ← api, contract ← web; the
 * contract imports no other workspace; the public site imports neither app; the API never imports
 * the dashboard; web never imports api and reaches the public site only through its exports;
 * dashboard features do not import each other (shared code moves to components/ or lib/).
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@sparklink/api',
                '@sparklink/web',
                '@sparklink/web/*',
                '@sparklink/public-site',
                '@sparklink/public-site/*',
                '**/apps/**',
                '**/packages/public-site/**',
              ],
              message: 'The contract imports neither app nor the public site.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_DASHBOARD_IMPORTS, PUBLIC_SITE_THROUGH_EXPORTS] }],
    },
  },
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_API_IMPORTS, PUBLIC_SITE_THROUGH_EXPORTS] }],
    },
  },
  {
    files: ['apps/web/src/features/**'],
    plugins: { sparklink: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'sparklink/feature-boundaries': 'error' },
  },
  {
    files: ['packages/public-site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sparklink/contract',
              allowTypeImports: true,
              message: 'Public pages import small contract subpaths (e.g. /public-messages) to stay small.',
            },
            {
              name: '@sparklink/contract/messages',
              message: 'The whole message catalogue is too big for public pages; use /public-messages.',
            },
          ],
          patterns: [
            NO_API_IMPORTS,
            { ...NO_DASHBOARD_IMPORTS, message: 'Public pages ship alone; keep them free of dashboard code.' },
          ],
        },
      ],
    },
  },
  {
    // Test files share their worker's modules (vitest.config.ts, sharingModules): a mocked module
    // would leak into the next file, so only *.isolated.test.* files, which get fresh ones, may mock.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'A file that replaces modules is named *.isolated.test.ts(x), so it gets modules of its own.',
        })),
      ],
    },
  },
);
