/**
 * `npm run dev`: the dev loop (docs/demo-host.md). Rollup's watcher, with the configs of
 * rollup.config.mjs, rebuilds dist/ when a source file changes (its cache re-transforms only the
 * changed modules, and terser's output is cached per chunk in watch mode), and the demo host runs
 * in the same process with `dev: true`: after each successful rebuild every open page reloads
 * itself (GET /__dev/reload). A failed rebuild prints its error and reloads nothing.
 * The environment is start.ts's (PORT, HOST, DB, ...).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { watch, type RollupOptions, type RollupWatcherEvent } from 'rollup';
import { startFromEnv } from './start.ts';

// The demo host serves the script tag's build; the npm entry (dist/lib/) is left out of the loop.
process.env.FW_NO_PACKAGE_ENTRY = '1';
const configUrl = pathToFileURL(path.resolve('rollup.config.mjs')).href;
const configs = ((await import(configUrl)) as { default: RollupOptions[] }).default;

const watcher = watch(configs.map((c) => ({ ...c, watch: { clearScreen: false } })));
const host = await startFromEnv({ dev: true, onClose: () => watcher.close() });

let started = 0;
let failed = false;
watcher.on('event', (event: RollupWatcherEvent) => {
  if (event.code === 'START') {
    started = performance.now();
    failed = false;
  } else if (event.code === 'BUNDLE_END') {
    const outputs = event.output.map((o) => path.relative('.', o)).join(', ');
    process.stdout.write(`[dev] ${outputs} in ${event.duration} ms\n`);
    void event.result.close();
  } else if (event.code === 'ERROR') {
    failed = true;
    void event.result?.close();
    process.stderr.write(`[dev] build failed: ${event.error.message}\n`);
  } else if (event.code === 'END' && !failed) {
    const pages = host.app.devReload?.notify() ?? 0;
    const ms = (performance.now() - started).toFixed(0);
    process.stdout.write(`[dev] built dist/ in ${ms} ms; reloading ${pages} open page(s)\n`);
  }
});
process.stdout.write(`[dev] watching; open ${host.origin}/playground\n`);
