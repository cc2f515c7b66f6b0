import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * One-way imports (design.md): contract imports neither app; web never imports api; dashboard
 * features do not import each other (shared code moves to components/ or lib/).
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'import-x/no-cycle': 'off',
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
          patterns: [
            {
              group: ['@sparklink/api', '**/apps/api/**', '**/api/src/**'],
              message: 'The web app never imports the API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            'auth',
            'dashboard',
            'profile',
            'pages',
            'gallery',
            'resume',
            'analytics',
            'subscription',
            'settings',
            'legal',
          ].map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message: 'Features do not import each other; move shared code to components/ or lib/.',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/src/public/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sparklink/contract',
              message: 'Public pages import contract subpaths (e.g. /messages) to stay small.',
            },
          ],
          patterns: [
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
