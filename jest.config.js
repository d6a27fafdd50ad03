/** Jest runs two projects: the library in jsdom, and the demo host and contract checks in Node. */
import { readFileSync } from 'node:fs';

/** The build writes package.json's version into `__FW_VERSION__` (rollup.config.mjs); so does Jest. */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node10',
      ignoreDeprecations: '6.0',
      jsx: 'react-jsx',
      esModuleInterop: true,
      isolatedModules: true,
      allowImportingTsExtensions: true,
      noEmit: false,
    },
    diagnostics: false,
  },
];

/**
 * msw 2 depends on a few ESM-only packages; Jest (before Node 24.9) cannot require them, so
 * they are compiled to CommonJS like our own sources.
 */
const esmOnlyPackages = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'cookie',
  'marked',
];
const tsJestForEsm = [
  'ts-jest',
  { ...tsJest[1], tsconfig: { ...tsJest[1].tsconfig, allowJs: true } },
];

const common = {
  globals: { __FW_VERSION__: version },
  transform: {
    '^.+\\.(ts|tsx)$': tsJest,
    '^.+\\.m?js$': tsJestForEsm,
    '^.+\\.css$': '<rootDir>/tests/support/cssTransform.cjs',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  // `@/x` is `src/x`, the `paths` alias of tsconfig.json (docs/architecture.md); a resolver, not
  // `moduleNameMapper`, so that `jest.mock('@/…')` mocks the file however the source imports it.
  resolver: '<rootDir>/tests/support/srcAliasResolver.cjs',
};

export default {
  // Seeding a demo database or mounting the editor takes seconds on a loaded 2-core machine;
  // a test that waits longer than this has hung, not merely run slowly. (A global option: Jest
  // ignores it inside a project.)
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jest-fixed-jsdom',
      // The sources are roots too, so that `--changedSince` and `--findRelatedTests` (npm run
      // test:changed) find the tests that import a changed source; only tests/unit holds tests.
      roots: [
        '<rootDir>/tests/unit',
        '<rootDir>/tests/support',
        '<rootDir>/src',
        '<rootDir>/widgets',
      ],
      testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/setupUnit.ts'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/tests/demo-host',
        '<rootDir>/tests/contract',
        '<rootDir>/tests/lint',
        '<rootDir>/demo-host',
        '<rootDir>/src',
        '<rootDir>/api',
        '<rootDir>/lint',
      ],
      testMatch: ['<rootDir>/tests/{demo-host,contract,lint}/**/*.test.{ts,tsx}'],
    },
  ],
};
