/** Jest runs two projects: the library in jsdom, and the demo host and contract checks in Node. */
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

const common = {
  transform: {
    '^.+\\.(ts|tsx)$': tsJest,
    '^.+\\.css$': '<rootDir>/tests/support/cssTransform.cjs',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/tests/unit'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/setupUnit.ts'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/demo-host', '<rootDir>/tests/contract'],
    },
  ],
};
