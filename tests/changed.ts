// `npm run test:changed`: what a change may have broken, in minutes (docs/testing.md).
//
// Against the merge base with origin/main (or main; FW_BASE names another ref):
// 1. the type check (incremental), ESLint (cached) and Prettier on the changed files, and jest's
//    tests related to the changed files (`--changedSince`), all at once;
// 2. the build, only when a source of dist/ is newer than dist/;
// 3. the browser files that load a chunk holding a changed module (tests/e2e/chunks.json, which
//    every browser run records), changed browser files themselves, and the smoke set.
// It prints what it chose and why.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runStep } from './runSteps';

/** Always run: the sign-in form and the demo host's pages, and the mount runtime's basics. */
export const SMOKE = ['tests/e2e/demoHost.test.ts', 'tests/e2e/mount.test.ts'];

const git = (...args: string[]): string =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

function baseRef(): string {
  if (process.env.FW_BASE) return git('merge-base', 'HEAD', process.env.FW_BASE);
  for (const ref of ['origin/main', 'main']) {
    try {
      return git('merge-base', 'HEAD', ref);
    } catch {
      // not there: try the next
    }
  }
  return 'HEAD';
}

/** Files changed since `base`, committed or not, and new files git does not ignore. */
export function changedFiles(base: string): string[] {
  const lines = [
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ];
  return [...new Set(lines.filter((f) => f && existsSync(f)))].sort();
}

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** dist/ is older than a file it is built from. */
export function distStale(): boolean {
  if (!existsSync('dist/forum-widgets.js') || !existsSync('dist/module-chunks.json')) return true;
  const built = statSync('dist/forum-widgets.js').mtimeMs;
  const sources = Math.max(
    newest('src'),
    newest('widgets'),
    ...['rollup.config.mjs', 'package-lock.json', 'docs/performance.md', 'api/openapi.yaml'].map(
      (f) => statSync(f).mtimeMs,
    ),
  );
  return sources > built;
}

/**
 * The browser files to run for `changed`, each with why. Chunks that every page loads (the entry,
 * the runtime, React) would name every file: for those the smoke set stands in, and the note says
 * to run `npm run test:e2e` before submitting.
 */
export function chooseBrowserFiles(
  changed: string[],
  moduleChunks: Record<string, string>,
  chunksByFile: Record<string, string[]>,
): { files: Map<string, string>; notes: string[] } {
  const files = new Map<string, string>();
  const notes: string[] = [];
  const everywhere = new Set(['forum-widgets', 'runtime', 'react']);
  const allFiles = Object.keys(chunksByFile);
  for (const file of changed) {
    if (/^tests\/e2e\/[^/]+\.test\.ts$/.test(file)) {
      files.set(file, 'changed itself');
      continue;
    }
    if (file.startsWith('tests/e2e/support/') || file === 'tests/e2e/run.ts') {
      notes.push(`${file}: browser test support; the smoke set stands in for every file`);
      continue;
    }
    if (file.startsWith('demo-host/')) {
      notes.push(`${file}: the demo host; its jest tests run, and the smoke set`);
      continue;
    }
    const chunk = moduleChunks[file];
    if (!chunk) continue;
    if (everywhere.has(chunk)) {
      notes.push(`${file}: in the ${chunk} chunk, which every page loads; the smoke set stands in`);
      continue;
    }
    const loading = allFiles.filter((f) => chunksByFile[f]!.includes(chunk));
    for (const f of loading)
      if (!files.has(`tests/e2e/${f}`)) files.set(`tests/e2e/${f}`, `loads ${chunk} (${file})`);
    if (!loading.length) notes.push(`${file}: chunk ${chunk}, which no browser file loads`);
  }
  for (const f of SMOKE) if (!files.has(f)) files.set(f, 'smoke set');
  return { files, notes };
}

async function main(): Promise<number> {
  const started = Date.now();
  const base = baseRef();
  const changed = changedFiles(base);
  console.log(`Changed since ${base.slice(0, 12)}: ${changed.length} file(s).`);
  for (const f of changed) console.log(`  ${f}`);

  const code = changed.filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f));
  const formatted = changed.filter((f) => /\.(ts|tsx|js|mjs|cjs|json|md|css|ya?ml|html)$/.test(f));
  const steps = [
    { name: 'typecheck', command: 'npm run --silent typecheck' },
    code.length
      ? {
          name: 'eslint',
          command: `npx eslint --cache --cache-location node_modules/.cache/forum-widgets/eslint/ ${code.map(quote).join(' ')}`,
        }
      : null,
    formatted.length
      ? {
          name: 'prettier',
          command: `npx prettier --check --cache --cache-location node_modules/.cache/forum-widgets/prettier --ignore-unknown ${formatted.map(quote).join(' ')}`,
        }
      : null,
    {
      name: 'unit',
      command: `npx jest --maxWorkers=2 --passWithNoTests --changedSince=${base}`,
    },
  ].filter((s): s is { name: string; command: string } => s !== null);
  const stale = distStale();
  if (stale) steps.push({ name: 'build', command: 'npm run --silent build' });
  else console.log('dist/ is newer than its sources: no build.');

  const results = await Promise.all(
    steps.map((s) =>
      runStep(s).then((r) => {
        console.log(`${r.ok ? '✔' : '✖'} ${r.name}: ${r.wall.toFixed(1)} s`);
        if (!r.ok || r.name === 'unit') console.log(r.output.trimEnd());
        return r;
      }),
    ),
  );
  if (results.some((r) => !r.ok)) {
    console.log('\nBrowser tests not run: a step above failed.');
    return 1;
  }

  const moduleChunks = JSON.parse(readFileSync('dist/module-chunks.json', 'utf8')) as Record<
    string,
    string
  >;
  const chunksByFile = existsSync('tests/e2e/chunks.json')
    ? (JSON.parse(readFileSync('tests/e2e/chunks.json', 'utf8')) as Record<string, string[]>)
    : {};
  const { files, notes } = chooseBrowserFiles(changed, moduleChunks, chunksByFile);
  console.log('\nBrowser files chosen:');
  for (const [f, why] of files) console.log(`  ${f}: ${why}`);
  for (const note of notes) console.log(`  note: ${note}`);
  const e2e = await runStep(
    { name: 'e2e', command: `node --import tsx tests/e2e/run.ts ${[...files.keys()].join(' ')}` },
    true,
  );
  console.log(`\ntest:changed: ${((Date.now() - started) / 1000).toFixed(0)} s wall.`);
  return e2e.ok ? 0 : 1;
}

const quote = (f: string): string => `'${f.replaceAll("'", "'\\''")}'`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('tests/changed.ts')) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
