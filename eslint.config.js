import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  // `vike build` and `vike dev` write each page config transpiled beside it for a moment
  // (`+config.ts.build-<hash>.mjs`): not the linter's, and gone before it could read them.
  {
    ignores: [
      'dist/',
      'build/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.ladle-build/',
      '**/*.build-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      // Modules form a tree: no module imports one that (through others) imports it back.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(setTimeout|setInterval)$/] > Literal.arguments:nth-child(2)[value>=100]',
          message: 'Name the delay in machines/timing.ts instead of writing milliseconds here.',
        },
      ],
    },
  },
  {
    // The content modules name the file they import with its extension, one way throughout (as
    // Node's own TypeScript support requires, and as most of them already did).
    files: ['content/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/extensions': ['error', 'always', { ignorePackages: true }] },
  },
  {
    // The API contract is loaded by the browser too: it may import zod, never a server module; and
    // the list of contact topics, a list of names the browser has anyway, which the contact
    // request's `cta` is checked against (content/pages/services/directory.ts, which bundles get as data).
    files: ['server/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./content/pages/services/directory$)',
              message: 'server/contract/ is shared with the browser: import zod (and the contact topics) only.',
            },
          ],
        },
      ],
    },
  },
)
