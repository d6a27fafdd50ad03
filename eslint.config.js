import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from './lint/layers.js';

const plainReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message:
    'Use the typed hooks from src/store/hooks.ts (useAppDispatch, useAppSelector, useAppStore).',
};

export default tseslint.config(
  {
    ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'demo-host/data/**', 'bench/results/**'],
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
          patterns: [
            {
              group: ['**/widgets/**', '**/widgets'],
              message: 'src/ must not import from widgets/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
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
          ],
        },
      ],
    },
  },
  {
    files: ['demo-host/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/widgets/**'],
              message: 'The demo host imports nothing from the library.',
            },
          ],
        },
      ],
    },
  },
  // The layers of docs/architecture.md, and no import cycles (type-only imports included).
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['warn', { zones: layerZones }],
      'import-x/no-cycle': ['warn', { ignoreExternal: true }],
    },
  },
);
