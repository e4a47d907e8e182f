import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { readdirSync } from 'node:fs'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

// The server's rooms (docs/architecture.md), listed from disk so that a new room is covered without editing this
// file: the lower rooms (db/, payments/, mail/, jobs/, sms/, lib/) import nothing from the rooms above them; the
// rooms of the logic (every other room but the HTTP layer and the shared PDF renderers) speak no HTTP.
const lowerRooms = ['mail', 'payments', 'db', 'jobs', 'sms', 'lib']
const httpRooms = ['routes', 'http', 'static']
const serverRooms = readdirSync('server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const upperRooms = new Set(serverRooms.filter((room) => !lowerRooms.includes(room)))
const logicRooms = [...upperRooms].filter((room) => !httpRooms.includes(room) && room !== 'pdf')

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
    // A plain link to one of our paths must stay in the page's language (/hi/...): the router's <Link> adds the
    // base path itself, an <a href> needs content/locale.ts localePath (issue 50: the Hindi report link opened the
    // English page).
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name='href'] > JSXExpressionContainer > MemberExpression[object.name='paths'], JSXAttribute[name.name='href'] > JSXExpressionContainer > TemplateLiteral > MemberExpression.expressions:first-child[object.name='paths']",
          message: "Wrap our own paths in localePath() (content/locale.ts), or use the router's <Link>.",
        },
      ],
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
            // The lower rooms sit below the logic: what they need (secrets, clocks, the PDFs a mail attaches) is in
            // lib/ or passed in at app assembly (server/app.ts).
            ...lowerRooms.map((room) => ({
              target: `./server/${room}`,
              from: [...upperRooms].map((upper) => `./server/${upper}`),
              message: `server/${room} imports nothing from the rooms above it (${[...upperRooms].join(', ')}): move the helper to lib/ or pass it in.`,
            })),
            // The logic speaks no HTTP: it throws lib/errors.ts RefusedError, and http/ alone gives it a status.
            ...logicRooms.map((room) => ({
              target: `./server/${room}`,
              from: ['./server/http', './server/routes'],
              message: `server/${room} imports nothing from http/ or routes/: throw RefusedError (lib/errors.ts).`,
            })),
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
    // Nor Fastify itself: the routes read the request (cookies, headers) and pass the logic plain values.
    files: logicRooms.map((room) => `server/${room}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'fastify', message: 'The logic speaks no HTTP: the route passes it plain values.' },
          ],
          patterns: [
            {
              group: ['@fastify/*', 'fastify-*'],
              message: 'The logic speaks no HTTP: the route passes it plain values.',
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
