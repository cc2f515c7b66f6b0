import path from 'node:path';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;
const featureOf = (file) => {
  const at = file.indexOf(FEATURES_DIR);
  return at === -1 ? null : file.slice(at + FEATURES_DIR.length).split(path.sep)[0];
};

/** The web app never imports the API. Repeated in every web block: a later block's rule replaces it. */
const NO_API_IMPORTS = {
  group: ['@sparklink/api', '**/apps/api/**', '**/api/src/**'],
  message: 'The web app never imports the API.',
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
 * One-way imports (design.md): contract imports neither app; web never imports api; dashboard
 * features do not import each other (shared code moves to components/ or lib/).
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
              group: ['@sparklink/api', '@sparklink/web', '@sparklink/web/*', '**/apps/**'],
              message: 'The contract imports neither app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_API_IMPORTS],
        },
      ],
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
            {
              group: ['**/features/**', '**/lib/**', '**/app/**'],
              message: 'Public pages ship alone; keep them free of dashboard code.',
            },
          ],
        },
      ],
    },
  },
);
