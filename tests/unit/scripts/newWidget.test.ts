// The widget generator (scripts/newWidget.ts), run against this repository's registries without
// writing anything (--dry-run), and into a copy of them in a temporary folder.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main, nameProblem, planWidget, STARTING_BUDGET } from '../../../scripts/newWidget';

const root = path.resolve(__dirname, '../../..');
const REGISTRIES = [
  'widgets/builtins.ts',
  'widgets/budgets.json',
  'tests/e2e/support/sweepTable.ts',
  'demo-host/pages/playgroundPresets.ts',
];

async function run(
  argv: string[],
  dir = root,
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    argv,
    dir,
    (s) => out.push(s),
    (s) => err.push(s),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run new:widget', () => {
  it('prints the files it would write with --dry-run and changes nothing', async () => {
    const before = REGISTRIES.map((f) => readFileSync(path.join(root, f), 'utf8'));
    const { code, out } = await run(['HelloWorld', '--dry-run']);
    expect(code).toBe(0);
    expect(out).toContain('dry run, nothing changed');
    expect(out.split('\n').filter((l) => /^ {2}(new |edit) {2}/.test(l))).toEqual([
      '  new   widgets/HelloWorld/index.ts',
      '  new   widgets/HelloWorld/HelloWorld.tsx',
      '  new   widgets/HelloWorld/helloWorld.css',
      '  new   tests/unit/widgets/HelloWorld/HelloWorld.test.tsx',
      '  new   tests/e2e/helloWorld.test.ts',
      '  new   docs/widgets/hello-world.md',
      '  edit  widgets/builtins.ts',
      '  edit  widgets/budgets.json',
      '  edit  tests/e2e/support/sweepTable.ts',
      '  edit  demo-host/pages/playgroundPresets.ts',
    ]);
    expect(REGISTRIES.map((f) => readFileSync(path.join(root, f), 'utf8'))).toEqual(before);
  });

  it('registers the widget in builtins, budgets, the sweep table and the playground', async () => {
    const plan = Object.fromEntries(planWidget('HelloWorld', root).map((f) => [f.path, f]));
    const file = (p: string): string => plan[p]!.content;
    expect(file('widgets/builtins.ts')).toContain(
      "import { helloWorldWidget } from './HelloWorld';\n",
    );
    expect(file('widgets/builtins.ts')).toMatch(/ {2}helloWorldWidget,\n\];/);
    expect(JSON.parse(file('widgets/budgets.json'))).toMatchObject({
      HelloWorld: STARTING_BUDGET,
      TitleBar: expect.any(Number),
    });
    expect(plan['docs/performance.md']).toBeUndefined();
    expect(file('tests/e2e/support/sweepTable.ts')).toMatch(
      /^ {2}HelloWorld: \{\n {4}page: '\/discussions',\n {4}props: \{ title: 'Hello World' \},\n {4}addMarker: true,\n {4}ready: '\.fw-helloWorld',\n {2}\},\n\};/m,
    );
    // The preset goes last in PLAYGROUND_WIDGETS, with props its validator accepts.
    expect(file('demo-host/pages/playgroundPresets.ts')).toMatch(
      /^ {2}\{\n {4}name: 'HelloWorld',\n {4}props: \{ title: 'Hello World', text: 'Rendered from its props\.' \},\n {4}note: '[^'\n]+',\n {2}\},\n\];\n$/m,
    );
    expect(file('widgets/HelloWorld/index.ts')).toContain("load: () => import('./HelloWorld'),");
    expect(file('widgets/HelloWorld/HelloWorld.tsx')).toContain(
      "export const validateProps = propsShape<HelloWorldProps>({ title: 'string', text: 'string?' });",
    );
    expect(file('docs/widgets/hello-world.md')).toContain('data-react="HelloWorld"');
  });

  it('writes into a copy of the registries, and then refuses the same name', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fw-new-widget-'));
    try {
      for (const f of REGISTRIES) cpSync(path.join(root, f), path.join(dir, f));
      expect((await run(['HelloWorld'], dir)).code).toBe(0);
      expect(readFileSync(path.join(dir, 'widgets/HelloWorld/HelloWorld.tsx'), 'utf8')).toContain(
        'export function HelloWorld(',
      );
      const again = await run(['HelloWorld'], dir);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/widgets\/HelloWorld\/ exists already/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses names that are not PascalCase or are taken', async () => {
    expect(nameProblem('helloWorld', root)).toMatch(/not a PascalCase name/);
    expect(nameProblem('Hello_World', root)).toMatch(/not a PascalCase name/);
    expect(nameProblem('HELLO', root)).toMatch(/not a PascalCase name/);
    expect(nameProblem('TitleBar', root)).toMatch(/exists already/);
    expect(nameProblem('UserCardLinks', root)).toMatch(/taken/);
    expect((await run([])).code).toBe(2);
    expect((await run(['HelloWorld', '--force'])).code).toBe(2);
  });

  it('refuses a name that has a playground preset already', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fw-new-widget-'));
    try {
      for (const f of REGISTRIES) cpSync(path.join(root, f), path.join(dir, f));
      const presets = path.join(dir, 'demo-host/pages/playgroundPresets.ts');
      const text = readFileSync(presets, 'utf8');
      expect(nameProblem('Zeta', dir)).toBeNull();
      writeFileSync(
        presets,
        text.replace(/^\];$/m, "  {\n    name: 'Zeta',\n    props: {},\n    note: '',\n  },\n];"),
      );
      expect(nameProblem('Zeta', dir)).toMatch(/has a playground preset/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
