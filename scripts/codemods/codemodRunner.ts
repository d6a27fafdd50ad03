import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

/**
 * What the codemods share: the repository root, the source files they walk, edits applied by
 * text range, prettier on the changed files, and the command line (`--check`, `--no-format`,
 * optional paths to limit the walk).
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The folders whose TypeScript the codemods rewrite (never demo-host/: it is not ours). */
export const AREAS = ['src', 'widgets', 'tests', 'bench'];

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'results', 'screenshots']);

/** The .ts and .tsx files under `dir` (declaration files too: they may hold imports). */
export function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) ? [full] : [];
  });
}

/** One replacement of `[start, end)` in a file's text. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Applies non-overlapping edits (any order) to `text`. */
export function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export interface Options {
  check: boolean;
  format: boolean;
  /** Absolute files or folders to walk; the default is every area of `AREAS`. */
  roots: string[];
}

export function parseArgs(argv: string[], usage: string): Options {
  const flags = argv.filter((a) => a.startsWith('--'));
  for (const flag of flags) {
    if (!['--check', '--no-format', '--help'].includes(flag)) {
      console.error(`Unknown option ${flag}.\n${usage}`);
      process.exit(2);
    }
  }
  if (flags.includes('--help')) {
    console.log(usage);
    process.exit(0);
  }
  const paths = argv.filter((a) => !a.startsWith('--')).map((p) => path.resolve(p));
  return {
    check: flags.includes('--check'),
    format: !flags.includes('--no-format'),
    roots: paths.length > 0 ? paths : AREAS.map((area) => path.join(ROOT, area)),
  };
}

/** The files under `roots` (a root may be a file). */
export function filesUnder(roots: string[]): string[] {
  return roots.flatMap((root) => (/\.(ts|tsx|mts|cts)$/.test(root) ? [root] : sourceFiles(root)));
}

/**
 * Writes each changed file (formatted with the repository's prettier settings unless
 * `format` is false) or, with `--check`, writes nothing. Returns the process exit code.
 */
export async function finish(
  name: string,
  options: Options,
  changes: Map<string, { text: string; count: number }>,
  what: string,
): Promise<number> {
  const total = [...changes.values()].reduce((sum, c) => sum + c.count, 0);
  const rel = (file: string): string => path.relative(ROOT, file);
  if (options.check) {
    if (total === 0) {
      console.log(`${name}: no ${what} left.`);
      return 0;
    }
    for (const [file, change] of changes) console.log(`  ${rel(file)}: ${change.count}`);
    console.log(
      `${name}: ${total} ${what} in ${changes.size} file(s); run \`node --import tsx scripts/codemods/${name}.ts\`.`,
    );
    return 1;
  }
  for (const [file, change] of changes) {
    let text = change.text;
    if (options.format) {
      const config = await prettier.resolveConfig(file);
      text = await prettier.format(text, { ...config, filepath: file });
    }
    writeFileSync(file, text);
  }
  console.log(`${name}: rewrote ${total} ${what} in ${changes.size} file(s).`);
  return 0;
}

export const read = (file: string): string => readFileSync(file, 'utf8');
