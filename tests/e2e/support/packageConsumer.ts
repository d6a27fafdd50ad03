// The npm package as a consumer gets it (issue 35 §1): `npm pack` of this checkout's dist/, the
// tarball installed into a copy of tests/e2e/fixtures/consumer/, the app type-checked against the
// package's declarations and bundled with esbuild. The app's React, react-dom, Redux Toolkit and
// react-redux (the package's peers) are this repository's, linked in as an app's own would be.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type Metafile, stop as stopEsbuild } from 'esbuild';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURE = path.join(ROOT, 'tests/e2e/fixtures/consumer');

/** The package's peers: the app installs them (and their types) itself. */
export const PEERS = ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux'];

/**
 * What `npm install` of the peers and their types puts at the top of an app's node_modules: the
 * packages and, hoisted, everything they depend on (Redux Toolkit's redux, reselect and immer
 * among them, which the package's declarations name as Redux Toolkit's do).
 */
function peerClosure(): string[] {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const manifest = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string> };
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep);
  };
  for (const name of [...PEERS, '@types/react', '@types/react-dom']) visit(name);
  return [...seen];
}

export interface PackedConsumer {
  /** The temporary folder: the tarball and app/. */
  dir: string;
  /** The paths `npm pack` put in the tarball, relative to the package. */
  files: string[];
  /** The package.json inside the tarball. */
  manifest: Record<string, unknown>;
  /** What `npm install <tarball>` put in the app's node_modules (before the peers were linked). */
  installed: string[];
  /** The app's bundle: app/out/ (main.js and its chunks) and what esbuild put in it. */
  outDir: string;
  metafile: Metafile;
  /** The bundle of a module that imports only `propsShape` (the package's `sideEffects`). */
  treeShaken: { bytes: number; inputs: string[] };
  close(): void;
}

export async function packAndBuildConsumer(): Promise<PackedConsumer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fw-consumer-'));
  try {
    // dist/ is built by the runner; --ignore-scripts skips `prepack`, which would rebuild it.
    const { stdout } = await run(
      'npm',
      ['pack', '--ignore-scripts', '--json', '--pack-destination', dir],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    );
    const packed = (JSON.parse(stdout) as { filename: string; files: { path: string }[] }[])[0]!;
    const app = path.join(dir, 'app');
    cpSync(FIXTURE, app, { recursive: true });
    // A local tarball without dependencies needs no registry; peers are not installed by npm
    // here (--legacy-peer-deps) but linked below, as the app's own.
    await run(
      'npm',
      [
        'install',
        '--offline',
        '--no-audit',
        '--no-fund',
        '--legacy-peer-deps',
        '--no-package-lock',
        path.join(dir, packed.filename),
      ],
      { cwd: app },
    );
    const modules = path.join(app, 'node_modules');
    const installed = readdirSync(modules).filter((name) => !name.startsWith('.'));
    for (const name of peerClosure()) {
      await mkdir(path.dirname(path.join(modules, name)), { recursive: true });
      symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name), 'dir');
    }
    const manifest = JSON.parse(
      readFileSync(path.join(modules, 'forum-widgets/package.json'), 'utf8'),
    ) as Record<string, unknown>;
    await run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', app]);
    const outDir = path.join(app, 'out');
    const common = {
      absWorkingDir: app,
      bundle: true,
      format: 'esm' as const,
      platform: 'browser' as const,
      jsx: 'automatic' as const,
      minify: true,
      metafile: true,
      logLevel: 'silent' as const,
      define: { 'process.env.NODE_ENV': '"production"' },
    };
    const { metafile } = await build({
      ...common,
      entryPoints: [path.join(app, 'src/main.tsx')],
      splitting: true,
      outdir: outDir,
    });
    const shaken = await build({
      ...common,
      stdin: { contents: "export { propsShape } from 'forum-widgets';", resolveDir: app },
      write: false,
    });
    return {
      dir,
      files: packed.files.map((f) => f.path).sort(),
      manifest,
      installed,
      outDir,
      metafile: metafile!,
      treeShaken: {
        bytes: shaken.outputFiles[0]!.contents.byteLength,
        inputs: Object.keys(shaken.metafile!.inputs),
      },
      close: () => (process.env.KEEP ? undefined : rmSync(dir, { recursive: true, force: true })),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    // esbuild's service process would keep this test file's process alive.
    await stopEsbuild();
  }
}
