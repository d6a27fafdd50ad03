// `npm run new:widget <Name> [--dry-run]`: writes a new built-in widget that builds, passes lint
// and its tests, and registers it everywhere a widget must be known (docs/architecture.md, "Where
// new code goes"). The widget renders its props (`title`, and an optional `text`); grow it from
// there. With --dry-run it prints the files it would write and changes nothing.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** A file the generator writes: a new one, or a registry it adds a line to. */
export interface PlannedFile {
  path: string;
  kind: 'new' | 'edit';
  content: string;
}

/** The starting budget of bytes before interactive: about a one-chunk widget of today's build. */
export const STARTING_BUDGET = 110592;

const BUILTINS = 'widgets/builtins.ts';
const BUDGETS = 'widgets/budgets.json';
const PERFORMANCE = 'docs/performance.md';
const SWEEP_TABLE = 'tests/e2e/support/sweepTable.ts';
const PLAYGROUND = 'demo-host/pages/playground.ts';

/** Names that are taken without a widget folder of the same name. */
const RESERVED = ['UserCardLinks', 'UserContent', 'UiGallery', 'App', 'Widget'];

export interface WidgetNames {
  /** `HelloWorld`: the registered name, the folder and the component. */
  name: string;
  /** `helloWorld`: the CSS file, the class prefix and the registration's variable. */
  camel: string;
  /** `hello-world`: the doc file. */
  kebab: string;
  /** `Hello World`: what the default title says. */
  words: string;
}

export function widgetNames(name: string): WidgetNames {
  const camel = name[0]!.toLowerCase() + name.slice(1);
  const parts = name.match(/[A-Z][a-z0-9]*|[0-9]+/g) ?? [name];
  return {
    name,
    camel,
    kebab: parts.map((p) => p.toLowerCase()).join('-'),
    words: parts.join(' '),
  };
}

/** Why `name` cannot be a new widget in `root`, or null. */
export function nameProblem(name: string, root: string): string | null {
  if (!/^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*$/.test(name))
    return `"${name}" is not a PascalCase name (like HelloWorld: a capital, then letters and digits)`;
  if (RESERVED.includes(name)) return `"${name}" is taken (reserved)`;
  if (existsSync(path.join(root, 'widgets', name))) return `widgets/${name}/ exists already`;
  const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
  if (new RegExp(`\\bname: '${name}'|from './${name}'`).test(read(BUILTINS)))
    return `${name} is registered in ${BUILTINS} already`;
  if (Object.hasOwn(JSON.parse(read(BUDGETS)) as object, name))
    return `${name} has a budget in ${BUDGETS} already`;
  if (new RegExp(`^  ${name}: \\{`, 'm').test(read(SWEEP_TABLE)))
    return `${name} has an entry in ${SWEEP_TABLE} already`;
  return null;
}

/** `text` with `line` inserted before the first match of `before` (which must be found). */
function insertBefore(text: string, before: RegExp, line: string, file: string): string {
  const m = before.exec(text);
  if (!m) throw new Error(`${file}: cannot find where to add (${before.source})`);
  return text.slice(0, m.index) + line + text.slice(m.index);
}

function editBuiltins(text: string, n: WidgetNames): string {
  // The import after the last widget import; the definition at the end of builtinWidgets.
  const imports = [...text.matchAll(/^import \{ \w+Widget \} from '\.\/\w+';\n/gm)];
  const last = imports.at(-1);
  if (!last) throw new Error(`${BUILTINS}: no widget import found`);
  const at = last.index + last[0].length;
  const withImport = `${text.slice(0, at)}import { ${n.camel}Widget } from './${n.name}';\n${text.slice(at)}`;
  const list = /export const builtinWidgets: WidgetDefinition\[\] = \[\n[\s\S]*?\n\];/.exec(
    withImport,
  );
  if (!list) throw new Error(`${BUILTINS}: no builtinWidgets array found`);
  const closing = list.index + list[0].length - 2;
  return `${withImport.slice(0, closing)}  ${n.camel}Widget,\n${withImport.slice(closing)}`;
}

function editBudgets(text: string, n: WidgetNames): string {
  const budgets = JSON.parse(text) as Record<string, number>;
  budgets[n.name] = STARTING_BUDGET;
  const sorted = Object.fromEntries(Object.entries(budgets).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

function editPerformance(text: string, n: WidgetNames): string {
  const start = text.indexOf('<!-- widget-budgets');
  if (start < 0) throw new Error(`${PERFORMANCE}: no <!-- widget-budgets table`);
  const row = `| \`${n.name}\` | ${STARTING_BUDGET.toLocaleString('en-US')} B | not measured yet (new widget; set the budget from the build's figure) |\n`;
  const rows = [...text.slice(start).matchAll(/^\| `(\w+)` \| [\d,]+ B \|.*\n/gm)];
  if (rows.length === 0) throw new Error(`${PERFORMANCE}: the budget table has no rows`);
  const next = rows.find((r) => r[1]!.localeCompare(n.name) > 0);
  const at = next ? start + next.index : start + rows.at(-1)!.index + rows.at(-1)![0].length;
  return text.slice(0, at) + row + text.slice(at);
}

function editSweepTable(text: string, n: WidgetNames): string {
  const entry = `  ${n.name}: {
    page: '/discussions',
    props: { title: '${n.words}' },
    addMarker: true,
    ready: '.fw-${n.camel}',
  },
`;
  return insertBefore(text, /^\};\n/m, entry, SWEEP_TABLE);
}

function editPlayground(text: string, n: WidgetNames): string {
  const preset = `    {
      name: '${n.name}',
      props: { title: '${n.words}', text: 'Rendered from its props.' },
      note: 'Generated by npm run new:widget: a title and a text from its props.',
    },
`;
  return insertBefore(text, /^ {2}\];\n/m, preset, PLAYGROUND);
}

function indexTs(n: WidgetNames): string {
  return `import type { WidgetDefinition } from '../../src/index';

/**
 * ${n.words} (docs/widgets/${n.kebab}.md): \`<div data-react="${n.name}" data-props='{"title":"…"}'>\`.
 * Its props validator travels in its own chunk (\`validateProps\` in ${n.name}.tsx).
 */
export const ${n.camel}Widget: WidgetDefinition = {
  name: '${n.name}',
  load: () => import('./${n.name}'),
};
`;
}

function componentTsx(n: WidgetNames): string {
  return `import { type ReactElement, useId } from 'react';
import { propsShape } from '../../src/index';
import { t } from '../../src/i18n/translate';
import { useStyles } from '../../src/ui/useStyles';
import css from './${n.camel}.css';

export interface ${n.name}Props {
  /** The heading, shown as text. */
  title: string;
  /** A paragraph under it, shown as text. */
  text?: string;
  /** The marker's server HTML; not used (the widget replaces it). */
  contents?: string;
}

/** The props check the runtime runs after this chunk loads, before the first render. */
export const validateProps = propsShape<${n.name}Props>({ title: 'string', text: 'string?' });

/** ${n.words}: a region named by its title, with its text (docs/widgets/${n.kebab}.md). */
export function ${n.name}({ title, text }: ${n.name}Props): ReactElement {
  useStyles('${n.kebab}', css);
  const headingID = useId();
  return (
    <section className="fw-${n.camel}" aria-labelledby={headingID}>
      <h2 id={headingID} className="fw-${n.camel}-title">
        {title}
      </h2>
      <p className="fw-${n.camel}-text">{text ?? t('Nothing to show yet.')}</p>
    </section>
  );
}
`;
}

function componentCss(n: WidgetNames): string {
  return `/* ${n.words}. Scoped under .fw-root; theme values come from custom properties. */
.fw-root .fw-${n.camel} {
  padding: 12px 16px;
  border: 1px solid var(--fw-border-color, #dddee0);
  border-radius: 6px;
}
.fw-root .fw-${n.camel}-title {
  margin: 0 0 8px;
  font-size: 1.25em;
  overflow-wrap: anywhere;
}
.fw-root .fw-${n.camel}-text {
  margin: 0;
  overflow-wrap: anywhere;
}
`;
}

function unitTest(n: WidgetNames): string {
  return `import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { ${n.name}, validateProps } from '../../../../widgets/${n.name}/${n.name}';

describe('${n.name}', () => {
  it('shows its title as the name of its region, and its text', () => {
    renderWithProviders(<${n.name} title="Hello <b>there</b>" text="Some words." />);
    expect(screen.getByRole('region', { name: 'Hello <b>there</b>' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Hello <b>there</b>');
    expect(screen.getByText('Some words.')).toBeInTheDocument();
  });

  it('says there is nothing to show without a text', () => {
    renderWithProviders(<${n.name} title="Empty" />);
    expect(screen.getByText('Nothing to show yet.')).toBeInTheDocument();
  });

  it('accepts a title and an optional text, and refuses other types', () => {
    expect(validateProps({ title: 'A' })).toBe(true);
    expect(validateProps({ title: 'A', text: 'B' })).toBe(true);
    expect(() => validateProps({})).toThrow(/title/);
    expect(() => validateProps({ title: 1 })).toThrow(/title/);
    expect(() => validateProps({ title: 'A', text: ['B'] })).toThrow(/text/);
  });
});
`;
}

function browserTest(n: WidgetNames): string {
  return `// ${n.name} in a real page: the playground's preset mounts it from its marker, and a props
// change remounts it. The sweeps (XSS, API faults, CSP, axe) reach it through
// tests/e2e/support/sweepTable.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { watchConsole } from './support/browser';
import {
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
} from './support/demoHost';

let browser: Browser;
let host: DemoHost;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

describe('${n.name} on the playground', () => {
  it('mounts from its marker, shows its props and remounts with new ones', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { pageErrors } = watchConsole(page);
    await page.goto(\`\${host.url}/playground\`);
    await page.evaluate(() => window.ForumWidgets!.ready);
    const item = page
      .locator('[data-playground-item]')
      .filter({ has: page.getByRole('heading', { name: '${n.name}', exact: true }) });
    const widget = item.locator('[data-react="${n.name}"]');
    await widget.getByRole('region', { name: '${n.words}' }).waitFor();
    assert.equal(await widget.locator('.fw-${n.camel}-text').innerText(), 'Rendered from its props.');
    assert.deepEqual(await runAxe(page, '[data-react="${n.name}"]'), []);

    await item.locator('[data-playground-props]').fill('{ "title": "Changed" }');
    await widget.getByRole('region', { name: 'Changed' }).waitFor();
    await widget.getByText('Nothing to show yet.').waitFor();
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
`;
}

function doc(n: WidgetNames): string {
  return `# ${n.name}

${n.words} shows a heading and a paragraph from its props. (Written by \`npm run new:widget\`:
describe here what it is for, its spec sections and its issue.)

![${n.words} on the playground](img/${n.kebab}.png)

The screenshot is a placeholder path: \`SCREENSHOTS=1\` with its browser test
(\`tests/e2e/${n.camel}.test.ts\`) writes screenshots to \`tests/e2e/screenshots/\`; copy the one
you want to \`docs/widgets/img/${n.kebab}.png\`.

## Marker

\`\`\`html
<div data-react="${n.name}" data-props='{"title":"${n.words}","text":"Some words."}'>
  <h2>${n.words}</h2>
</div>
\`\`\`

| prop | type | |
| --- | --- | --- |
| \`title\` | string | required; the heading, shown as text, and the name of its region |
| \`text\` | string | optional; the paragraph, shown as text |

The validator (\`validateProps\` in \`widgets/${n.name}/${n.name}.tsx\`) refuses a missing or
non-string \`title\` and a non-string \`text\`; the server HTML then stays.

## Permissions

None: it shows what its props say to everyone, guests included, and calls no API.

## States

| state | shows |
| --- | --- |
| with \`text\` | the title and the text |
| without \`text\` | the title and 'Nothing to show yet.' |
| refused props | the marker's server HTML |

## Where it is tested

- \`tests/unit/widgets/${n.name}/${n.name}.test.tsx\`: what it renders, its props check.
- \`tests/e2e/${n.camel}.test.ts\`: mounted from the playground's preset, remounted with new props.
- The sweeps (XSS, API faults, CSP, axe) through its entry in \`tests/e2e/support/sweepTable.ts\`
  (a marker added on \`/discussions\`; give it its own demo page when it has one).
- Its budget of bytes before interactive: \`widgets/budgets.json\` and the table in
  \`docs/performance.md\` (a starting figure: set it from the build's report).
`;
}

/** Every file the generator writes for `name`, read against the registries in `root`. */
export function planWidget(name: string, root: string): PlannedFile[] {
  const problem = nameProblem(name, root);
  if (problem) throw new Error(problem);
  const n = widgetNames(name);
  const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
  const created = (file: string, content: string): PlannedFile => ({
    path: file,
    kind: 'new',
    content,
  });
  const edited = (file: string, edit: (text: string, n: WidgetNames) => string): PlannedFile => ({
    path: file,
    kind: 'edit',
    content: edit(read(file), n),
  });
  const plan: PlannedFile[] = [
    created(`widgets/${name}/index.ts`, indexTs(n)),
    created(`widgets/${name}/${name}.tsx`, componentTsx(n)),
    created(`widgets/${name}/${n.camel}.css`, componentCss(n)),
    created(`tests/unit/widgets/${name}/${name}.test.tsx`, unitTest(n)),
    created(`tests/e2e/${n.camel}.test.ts`, browserTest(n)),
    created(`docs/widgets/${n.kebab}.md`, doc(n)),
    edited(BUILTINS, editBuiltins),
    edited(BUDGETS, editBudgets),
    edited(PERFORMANCE, editPerformance),
    edited(SWEEP_TABLE, editSweepTable),
    edited(PLAYGROUND, editPlayground),
  ];
  return plan;
}

/**
 * Writes the planned files into `root`, then formats them with the project's Prettier (line
 * lengths depend on the name). Prettier runs as a command: its API loads modules dynamically,
 * which jest (the generator's test) cannot.
 */
export function writePlan(plan: PlannedFile[], root: string): void {
  for (const file of plan) {
    const target = path.join(root, file.path);
    if (file.kind === 'new' && existsSync(target)) throw new Error(`${file.path} exists already`);
  }
  for (const file of plan) {
    mkdirSync(path.dirname(path.join(root, file.path)), { recursive: true });
    writeFileSync(path.join(root, file.path), file.content);
  }
  const prettier = path.resolve('node_modules/prettier/bin/prettier.cjs');
  execFileSync(
    process.execPath,
    [prettier, '--write', '--log-level=warn', ...plan.map((f) => f.path)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

const USAGE =
  'Usage: npm run new:widget <Name> [--dry-run]   (Name in PascalCase, e.g. HelloWorld)';

/** The command: returns the exit code and prints through `log` and `fail`. */
export async function main(
  argv: string[],
  root = process.cwd(),
  log: (s: string) => void = console.log,
  fail: (s: string) => void = console.error,
): Promise<number> {
  // `npm run new:widget X --dry-run` gives npm the flag, not us: npm passes it on as
  // npm_config_dry_run.
  const dryRun = argv.includes('--dry-run') || process.env.npm_config_dry_run === 'true';
  const names = argv.filter((a) => !a.startsWith('--'));
  const unknown = argv.filter((a) => a.startsWith('--') && a !== '--dry-run');
  if (names.length !== 1 || unknown.length > 0) {
    fail(USAGE);
    return 2;
  }
  let plan: PlannedFile[];
  try {
    plan = planWidget(names[0]!, root);
  } catch (e) {
    fail(`new:widget: ${(e as Error).message}`);
    return 1;
  }
  if (!dryRun) writePlan(plan, root);
  log(dryRun ? `Would write (dry run, nothing changed):` : `Wrote:`);
  for (const file of plan) log(`  ${file.kind === 'new' ? 'new ' : 'edit'}  ${file.path}`);
  log(
    [
      '',
      'Next:',
      `  npx jest --maxWorkers=2 tests/unit/widgets/${names[0]}`,
      `  npm run build   (then set its budget in widgets/budgets.json and docs/performance.md from the report)`,
      `  node --import tsx tests/e2e/run.ts tests/e2e/${widgetNames(names[0]!).camel}.test.ts`,
    ].join('\n'),
  );
  return 0;
}

// Run as a command (not when a test imports it).
// (No top-level await: jest compiles this file to CommonJS for its test.)
if (/newWidget\.ts$/.test(process.argv[1] ?? ''))
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
