import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { readdirSync } from 'node:fs'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

// Each feature may import only itself; listed from disk so a new feature is covered without editing this file.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-ssr-hi',
      '.e2e-data',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      '.lighthouse',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.{ts,mjs,js}',
      'tests/server/**/*.ts',
      'e2e/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.{ts,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin reads only .js files, and no-cycle would see no TypeScript module's imports.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message:
                'A feature never imports another feature: move the shared piece to components, hooks, content or api.',
            })),
            ...['content', 'components', 'admin'].map((layer) => ({
              target: `./src/${layer}`,
              from: './src/features',
              message: `src/${layer} never imports a feature.`,
            })),
            // The lower rooms sit below the logic: what they need (secrets, clocks) is in lib/ or passed in.
            ...['mail', 'payments', 'db', 'jobs', 'sms', 'lib'].map((room) => ({
              target: `./server/${room}`,
              from: ['./server/services', './server/routes'],
              message: `server/${room} imports nothing from services/ or routes/: move the helper to lib/ or pass it in.`,
            })),
            // The logic speaks no HTTP: it throws lib/errors.ts RefusedError, and http/ alone gives it a status.
            ...['services', 'tickets', 'privacy', 'counsellors', 'scan', 'reports', 'invoices'].map(
              (room) => ({
                target: `./server/${room}`,
                from: ['./server/http', './server/routes'],
                message: `server/${room} imports nothing from http/ or routes/: throw RefusedError (lib/errors.ts).`,
              }),
            ),
            // lib/ is the lowest room: plain helpers every other server folder may use.
            {
              target: './server/lib',
              from: './server',
              except: ['./lib'],
              message: 'server/lib imports no other server folder.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
)
