// The browser suite's runner (`npm run test:e2e`, docs/testing.md).
//
// - One Chromium for the whole run, started here as a browser server; each test file connects to
//   it (FW_BROWSER_WS) and opens its own contexts.
// - One seeded database for the whole run (FW_TEMPLATE_DB); each demo host starts from a copy.
// - Files run N at a time (FW_E2E_JOBS, 2 by default), the longest first, by the seconds each
//   took in the last runs (tests/e2e/durations.json, which every full run updates).
// - `--load N` runs N CPU-burning processes beside the suite and `--repeat K` runs it K times in
//   a row (npm run test:e2e:loaded): both stop with the run, and the burners stop by themselves
//   after an hour in any case.
//
// Usage: node --import tsx tests/e2e/run.ts [--jobs N] [--load N] [--repeat K] [file ...]
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { migrate, openDatabase } from '../../demo-host/db/database';
import { seed } from '../../demo-host/seed/seed';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';
import { DEMO_PASSWORD } from './support/demoHost';

const DURATIONS = 'tests/e2e/durations.json';
/** Which of the library's chunks each file loads (for `npm run test:changed`). */
const CHUNKS = 'tests/e2e/chunks.json';
/** A file that has not finished after this long has hung: it is stopped and counted as failed. */
const FILE_TIMEOUT_MS = Number(process.env.FW_E2E_FILE_TIMEOUT ?? 900) * 1000;

interface Options {
  jobs: number;
  load: number;
  repeat: number;
  files: string[];
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    jobs: Number(process.env.FW_E2E_JOBS ?? 2),
    load: 0,
    repeat: 1,
    files: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = (): number => {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${arg} takes a whole number ≥ 1`);
      return n;
    };
    if (arg === '--jobs') options.jobs = value();
    else if (arg === '--load') options.load = value();
    else if (arg === '--repeat') options.repeat = value();
    else options.files.push(arg);
  }
  return options;
}

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return {} as T;
  }
}

/** Writes an object with its keys sorted, so the committed files change only where they must. */
function writeJson(file: string, value: Record<string, unknown>): void {
  const sorted = Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** All browser test files, the longest first (a file never timed counts as 60 s). */
export function orderFiles(files: string[], seconds: Record<string, number>): string[] {
  const name = (f: string): string => path.basename(f);
  return [...files].sort(
    (a, b) => (seconds[name(b)] ?? 60) - (seconds[name(a)] ?? 60) || a.localeCompare(b),
  );
}

/** Seeds the run's one database (password hashes and all) and returns its file. */
function seedTemplate(dir: string): string {
  const file = path.join(dir, 'template.sqlite');
  const db = openDatabase(file);
  migrate(db, path.resolve('demo-host/migrations'));
  seed(db, DEMO_PASSWORD);
  // Fold the write-ahead log into the file, so that a copy of the one file is the whole database.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
  return file;
}

/**
 * A CPU burner for loaded runs: a busy loop in its own process that ends itself after an hour
 * (each run starts new ones, so a run slower than that on a loaded machine is still loaded).
 */
function startBurner(): ChildProcess {
  return spawn(
    process.execPath,
    ['-e', 'const end = Date.now() + 3600e3; while (Date.now() < end) Math.sqrt(Math.random());'],
    { stdio: 'ignore' },
  );
}

interface FileResult {
  file: string;
  seconds: number;
  passed: number;
  failed: number;
  ok: boolean;
}

function runFile(file: string, env: NodeJS.ProcessEnv): Promise<FileResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', file],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => {
      out += `\n✖ ${file} stopped after ${FILE_TIMEOUT_MS / 1000} s (FW_E2E_FILE_TIMEOUT)\n`;
      child.kill('SIGKILL');
    }, FILE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      const seconds = (Date.now() - started) / 1000;
      const count = (label: string): number =>
        Number(new RegExp(`^ℹ ${label} (\\d+)`, 'm').exec(out)?.[1] ?? 0);
      const passed = count('pass');
      const failed = count('fail');
      const ok = code === 0 && failed === 0 && passed > 0;
      process.stdout.write(
        `\n${ok ? '✔' : '✖'} ${file} (${seconds.toFixed(1)} s, ${passed} passed, ${failed} failed)\n`,
      );
      // A passing file's output is its list of tests; a failing one's holds the reasons.
      if (!ok || process.env.FW_E2E_VERBOSE === '1') process.stdout.write(out);
      resolve({ file, seconds, passed, failed: ok ? failed : Math.max(failed, 1), ok });
    });
  });
}

async function runSuite(files: string[], jobs: number, env: NodeJS.ProcessEnv) {
  const queue = [...files];
  const results: FileResult[] = [];
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file; file = queue.shift())
      results.push(await runFile(file, env));
  };
  await Promise.all(Array.from({ length: Math.min(jobs, files.length) }, worker));
  return results;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`,
    );
    return 1;
  }
  if (!existsSync('dist/forum-widgets.js')) {
    console.error('dist/ is missing: run `npm run build` first.');
    return 1;
  }
  const all = readdirSync('tests/e2e')
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `tests/e2e/${f}`);
  const chosen = options.files.length ? options.files : all;
  const durations = readJson<Record<string, number>>(DURATIONS);
  const files = orderFiles(chosen, durations);

  const dir = mkdtempSync(path.join(tmpdir(), 'fw-e2e-run-'));
  const burners: ChildProcess[] = [];
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const cleanup = async (): Promise<void> => {
    for (const b of burners) b.kill('SIGKILL');
    await server.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  process.once('SIGTERM', () => void cleanup().then(() => process.exit(143)));

  let failedRuns = 0;
  try {
    const t0 = Date.now();
    const template = seedTemplate(dir);
    console.log(`Seeded the run's database in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
    const chunksDir = path.join(dir, 'chunks');
    mkdirSync(chunksDir);
    const env = {
      ...process.env,
      FW_BROWSER_WS: server.wsEndpoint(),
      FW_TEMPLATE_DB: template,
      FW_E2E_CHUNKS_DIR: chunksDir,
    };
    for (let run = 1; run <= options.repeat; run++) {
      for (const b of burners.splice(0)) b.kill('SIGKILL');
      for (let i = 0; i < options.load; i++) burners.push(startBurner());
      const load0 = loadavg()[0]!.toFixed(1);
      const started = Date.now();
      console.log(
        `Run ${run}/${options.repeat}: ${files.length} files, ${options.jobs} at a time` +
          `${options.load ? `, ${options.load} CPU burners beside` : ''}, load ${load0}.`,
      );
      const results = await runSuite(files, options.jobs, env);
      const wall = (Date.now() - started) / 1000;
      const passed = results.reduce((n, r) => n + r.passed, 0);
      const failed = results.reduce((n, r) => n + r.failed, 0);
      const bad = results.filter((r) => !r.ok);
      console.log(`\nSlowest files of run ${run}:`);
      for (const r of [...results].sort((a, b) => b.seconds - a.seconds).slice(0, 8))
        console.log(`  ${r.seconds.toFixed(1).padStart(6)} s  ${r.file}`);
      console.log(
        `Run ${run}: ${wall.toFixed(0)} s wall, load ${load0} → ${loadavg()[0]!.toFixed(1)}` +
          `${bad.length ? `; failed: ${bad.map((r) => r.file).join(', ')}` : ''}`,
      );
      // Every unloaded run teaches the order of the next, and which chunks each file loads.
      if (!options.load) {
        // Read again just before writing: another runner may have written since this one began.
        const next = readJson<Record<string, number>>(DURATIONS);
        // Only the suite's own files (a copy elsewhere with the same name is not them).
        const own = results.filter(
          (r) => path.resolve(path.dirname(r.file)) === path.resolve('tests/e2e'),
        );
        for (const r of own) next[path.basename(r.file)] = Math.round(r.seconds);
        writeJson(DURATIONS, next);
        const chunks = readJson<Record<string, string[]>>(CHUNKS);
        for (const r of own.filter((x) => x.ok)) {
          const name = path.basename(r.file);
          const seen = path.join(chunksDir, `${name}.json`);
          if (existsSync(seen)) chunks[name] = readJson<string[]>(seen);
        }
        writeJson(CHUNKS, chunks);
      }
      console.log(`${passed} passed, ${failed} failed`);
      if (bad.length) failedRuns++;
      if (bad.length) break;
    }
  } finally {
    await cleanup();
  }
  return failedRuns ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('tests/e2e/run.ts')) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
