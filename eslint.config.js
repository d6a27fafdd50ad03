import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from './lint/layers.js';
import { forumPlugin } from './lint/singleKeyT.js';

const plainReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message:
    'Use the typed hooks from src/store/hooks.ts (useAppDispatch, useAppSelector, useAppStore).',
};

/** Only src/api talks HTTP: everything else calls an endpoint function (docs/data-layer.md). */
const transportOutsideApi = {
  group: ['axios', 'axios/*', '**/api/axiosTransport'],
  message:
    'Only src/api imports the HTTP transport (axios, src/api/axiosTransport.ts): call an endpoint function of src/api/endpoints/<domain>.ts, and read a refusal with failureStatus() from src/api/apiError.ts.',
};

/** The long runner takes a URL; only endpoint functions use it. */
const requestHelpersOutsideApi = {
  group: ['**/api/longRunner'],
  importNames: ['runLongRunner'],
  message: 'Run the call through its endpoint function in src/api/endpoints/<domain>.ts.',
};

const widgetsFromSrc = {
  group: ['**/widgets/**', '**/widgets'],
  message: 'src/ must not import from widgets/.',
};

/**
 * A call on the API client outside src/api means a URL written in a thunk or a component:
 * add a typed endpoint function in src/api/endpoints/<domain>.ts and call that instead.
 */
const clientCallOutsideApi = {
  selector:
    'CallExpression[callee.property.name=/^(get|post|put|patch|delete|request)$/][callee.object.name=/^(api|client)$/]',
  message:
    'No URL outside src/api: call the endpoint function of src/api/endpoints/<domain>.ts (one typed function per call).',
};

/**
 * Endpoint functions are named for their call, api + HTTP method + resource (`apiGetDiscussion`,
 * `apiPutDiscussionBookmark`), so none shares a name with a thunk (docs/architecture.md).
 */
const endpointName = {
  selector:
    'ExportNamedDeclaration > FunctionDeclaration[id.name!=/^api(Get|Post|Put|Patch|Delete)[A-Z]/]',
  message:
    'Name an endpoint function api<Method><Resource> for its HTTP call, e.g. apiPatchDiscussion (docs/architecture.md, "API client").',
};

/** Endpoint functions are imported by name: `discussionsApi.apiGetDiscussion` would stutter. */
const endpointNamespaceImport = {
  selector: 'ImportDeclaration[source.value=/api\\/endpoints\\//] > ImportNamespaceSpecifier',
  message:
    "Import endpoint functions by name: import { apiGetDiscussion } from '@/api/endpoints/discussions'.",
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'examples/*/dist/**',
      'coverage/**',
      'node_modules/**',
      'demo-host/data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Interface text: t('X'), never t('X', 'X') (lint/singleKeyT.js; the codemod
  // scripts/codemods/singleKeyT.ts rewrites a whole tree).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { forum: forumPlugin },
    rules: { 'forum/single-key-t': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // The core never imports a widget; one widget never imports another; the demo host stands
  // in for someone else's server and imports nothing of ours.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [plainReduxHooks],
          patterns: [widgetsFromSrc, transportOutsideApi, requestHelpersOutsideApi],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [plainReduxHooks], patterns: [widgetsFromSrc] }],
    },
  },
  {
    // The typed hooks are built here from the plain ones.
    files: ['src/store/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [widgetsFromSrc, transportOutsideApi, requestHelpersOutsideApi] },
      ],
    },
  },
  {
    files: ['widgets/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [plainReduxHooks],
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+',
              message:
                'A widget never imports another widget; share code through src/ui or src/features.',
            },
            transportOutsideApi,
            requestHelpersOutsideApi,
          ],
        },
      ],
    },
  },
  {
    files: ['widgets/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [transportOutsideApi, requestHelpersOutsideApi] },
      ],
    },
  },
  // No URL string outside src/api: thunks and components call endpoint functions.
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: { 'no-restricted-syntax': ['error', clientCallOutsideApi, endpointNamespaceImport] },
  },
  {
    files: ['src/api/endpoints/*.ts'],
    rules: { 'no-restricted-syntax': ['error', endpointName] },
  },
  {
    files: ['demo-host/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/widgets/**', '@/**'],
              message: 'The demo host imports nothing from the library.',
            },
          ],
        },
      ],
    },
  },
  // Browser tests wait for responses, events and DOM states, and drive the spec's timers with
  // page.clock; never a fixed time (docs/testing.md).
  {
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'No fixed waits: wait for the response, event or DOM state, or drive the timer with page.clock (docs/testing.md).',
        },
        {
          selector: "Literal[value='networkidle']",
          message:
            "Use waitForApiIdle(page) from tests/e2e/support/network.ts, or wait for the response the test needs: 'networkidle' costs 500 ms a wait and can pass mid-load.",
        },
      ],
    },
  },
  // The layers of docs/architecture.md. Import cycles (value and type-only) are found by
  // tests/lint/importCycles.test.ts, which walks the imports once instead of per file.
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these, import-x parses no TypeScript file it follows.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
);
