import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The proof that lint fails on each forbidden direction of docs/architecture.md: ESLint's Node
 * API (tests/lint/runEslint.mjs, in plain Node) lints small fixture sources that import across
 * each boundary, and each must be reported by `import-x/no-restricted-paths` as an error.
 */
const ROOT = path.resolve(__dirname, '../..');

interface Message {
  ruleId: string | null;
  severity: number;
  message: string;
}
interface Result {
  filePath: string;
  messages: Message[];
}

function runEslint(input: { sources?: { filePath: string; code: string }[]; files?: string[] }) {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'runEslint.mjs')], {
    cwd: ROOT,
    input: JSON.stringify({ cwd: ROOT, ...input }),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out) as Result[];
}

/** A real module of each layer, for the fixtures to import. */
const MODULE = {
  api: 'src/api/apiClient.ts',
  ui: 'src/ui/Modal.tsx',
  i18n: 'src/i18n/translate.ts',
  theme: 'src/theme/injectStyles.ts',
  utils: 'src/utils/links.ts',
  store: 'src/store/hooks.ts',
  permissions: 'src/permissions/hasPermission.ts',
  features: 'src/features/users/usersSlice.ts',
  mount: 'src/mount/bootstrap.ts',
  widgets: 'widgets/UserCard/index.ts',
  embed: 'src/embed/protocol.ts',
} as const;
type Layer = keyof typeof MODULE;

/** Where a fixture of each layer pretends to live (the files are never written). */
const FIXTURE: Record<Layer | 'entry', string> = {
  api: 'src/api/LayerFixture.ts',
  ui: 'src/ui/LayerFixture.tsx',
  i18n: 'src/i18n/LayerFixture.ts',
  theme: 'src/theme/LayerFixture.ts',
  utils: 'src/utils/LayerFixture.ts',
  store: 'src/store/LayerFixture.ts',
  permissions: 'src/permissions/LayerFixture.ts',
  features: 'src/features/users/LayerFixture.ts',
  mount: 'src/mount/LayerFixture.ts',
  widgets: 'widgets/UserCard/LayerFixture.ts',
  embed: 'src/embed/frame/LayerFixture.ts',
  entry: 'widgets/LayerFixture.ts',
};

const FORBIDDEN: Array<[Layer, Layer[]]> = [
  ['api', ['ui', 'store', 'permissions', 'features', 'mount', 'widgets']],
  ['ui', ['store', 'permissions', 'features', 'mount', 'widgets']],
  ['i18n', ['ui', 'store', 'permissions', 'features', 'mount', 'widgets']],
  ['theme', ['store', 'permissions', 'features', 'mount', 'widgets']],
  ['utils', ['ui', 'store', 'permissions', 'features', 'mount', 'widgets']],
  ['store', ['ui', 'features', 'mount', 'widgets']],
  ['permissions', ['ui', 'features', 'mount', 'widgets']],
  ['features', ['mount', 'widgets']],
  ['widgets', ['mount']],
  // Embedding mode (src/embed) runs before and without the runtime: src/api types and src/utils only.
  ['embed', ['ui', 'i18n', 'theme', 'store', 'permissions', 'features', 'mount', 'widgets']],
  ['utils', ['embed']],
];

const ALLOWED: Array<[Layer | 'entry', Layer[]]> = [
  ['store', ['api', 'permissions', 'i18n']],
  ['features', ['api', 'ui', 'store', 'permissions']],
  ['widgets', ['api', 'ui', 'store', 'features']],
  ['mount', ['api', 'ui', 'store']],
  ['entry', ['mount', 'features', 'widgets', 'embed']],
  ['embed', ['utils']],
];

function importing(from: Layer | 'entry', to: Layer): { filePath: string; code: string } {
  const filePath = path.join(ROOT, FIXTURE[from]);
  let spec = path.relative(path.dirname(filePath), path.join(ROOT, MODULE[to]));
  spec = spec.replace(/\.tsx?$/, '').replace(/\/index$/, '');
  if (!spec.startsWith('.')) spec = `./${spec}`;
  return { filePath, code: `import * as other from '${spec}';\n\nexport const used = other;\n` };
}

const cases = [
  ...FORBIDDEN.flatMap(([from, tos]) => tos.map((to) => ({ from, to, forbidden: true }))),
  ...ALLOWED.flatMap(([from, tos]) => tos.map((to) => ({ from, to, forbidden: false }))),
];

/**
 * The same rules through the `@/` alias (tsconfig.json `paths`, `@/x` is `src/x`): the import
 * resolver follows it, so a layer's zones see the file it names. The demo host may not use it.
 */
const aliased = (fixture: string, specifier: string): { filePath: string; code: string } => ({
  filePath: path.join(ROOT, fixture),
  code: `import * as other from '${specifier}';\n\nexport const used = other;\n`,
});
const aliasCases = [
  {
    name: 'ui → @/store/hooks is an error',
    source: aliased(FIXTURE.ui, '@/store/hooks'),
    errors: 1,
  },
  {
    name: 'features → @/mount/bootstrap is an error',
    source: aliased(FIXTURE.features, '@/mount/bootstrap'),
    errors: 1,
  },
  {
    name: 'features → @/store/hooks is allowed',
    source: aliased(FIXTURE.features, '@/store/hooks'),
    errors: 0,
  },
  {
    name: 'widgets → @/features/users/usersSelectors is allowed',
    source: aliased(FIXTURE.widgets, '@/features/users/usersSelectors'),
    errors: 0,
  },
];
const demoHostAlias = aliased('demo-host/LayerFixture.ts', '@/api/apiClient');

let results: Result[] = [];
let aliasResults: Result[] = [];
let demoHostResult: Result | undefined;
beforeAll(() => {
  const all = runEslint({
    sources: [
      ...cases.map(({ from, to }) => importing(from, to)),
      ...aliasCases.map((c) => c.source),
      demoHostAlias,
    ],
  });
  results = all.slice(0, cases.length);
  aliasResults = all.slice(cases.length, cases.length + aliasCases.length);
  demoHostResult = all[cases.length + aliasCases.length];
}, 120_000);

const restricted = (result: Result | undefined): Message[] =>
  (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths');

describe('lint fails on each forbidden import direction (import-x/no-restricted-paths)', () => {
  it.each(cases.filter((c) => c.forbidden).map((c) => [c.from, c.to, cases.indexOf(c)] as const))(
    '%s → %s is an error',
    (_from, _to, index) => {
      const found = restricted(results[index]);
      expect(found).toHaveLength(1);
      expect(found[0]!.severity).toBe(2);
    },
  );

  it.each(cases.filter((c) => !c.forbidden).map((c) => [c.from, c.to, cases.indexOf(c)] as const))(
    '%s → %s is allowed',
    (_from, _to, index) => {
      expect(restricted(results[index])).toEqual([]);
    },
  );
});

describe('the @/ alias is no way around the layers', () => {
  it.each(aliasCases.map((c, index) => [c.name, index] as const))('%s', (_name, index) => {
    const found = restricted(aliasResults[index]);
    expect(found).toHaveLength(aliasCases[index]!.errors);
    for (const message of found) expect(message.severity).toBe(2);
  });

  it('the demo host may not import src/ through @/', () => {
    const found = (demoHostResult?.messages ?? []).filter(
      (m) => m.ruleId === 'no-restricted-imports',
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.severity).toBe(2);
  });
});
