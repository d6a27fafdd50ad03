// `npm test`: the whole suite (docs/testing.md).
//
// 1. Static checks and the build at once: the type check (the only one: the build transpiles
//    without checking), ESLint with its cache and Prettier, jest on two workers, the build.
//    Each prints its output when it ends; its wall and CPU seconds are summed up at the end.
// 2. The browser tests (tests/e2e/run.ts), once everything above has passed.
//
// The last line is "N passed, N failed" over jest's and the browser's tests.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { runStep, type Step, type StepResult } from './runSteps';

const STATIC: Step[] = [
  { name: 'typecheck', command: 'npm run --silent typecheck' },
  { name: 'lint', command: 'npm run --silent lint' },
  { name: 'unit', command: 'npx jest --maxWorkers=2' },
  { name: 'build', command: 'npm run --silent build' },
];

const E2E: Step = { name: 'e2e', command: 'node --import tsx tests/e2e/run.ts' };

function report(r: StepResult, showOutput: boolean): void {
  process.stdout.write(
    `\n${r.ok ? '✔' : '✖'} ${r.name}: ${r.wall.toFixed(1)} s wall, ${r.cpu.toFixed(1)} s CPU\n`,
  );
  if (showOutput || !r.ok) process.stdout.write(r.output.trimEnd() + '\n');
}

async function main(): Promise<number> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(
      `Chromium was not found at ${chromium}. Install it with: apt-get install -y chromium`,
    );
    return 1;
  }
  const started = Date.now();
  const load0 = loadavg()[0]!.toFixed(1);
  console.log(`Static checks, unit tests and the build at once (load ${load0}).`);
  const results = await Promise.all(
    STATIC.map((step) =>
      runStep(step).then((r) => {
        // Jest's summary is worth reading on success too; the others say little when they pass.
        report(r, r.name === 'unit');
        return r;
      }),
    ),
  );
  const staticWall = (Date.now() - started) / 1000;
  console.log(`\nStatic phase: ${staticWall.toFixed(0)} s wall, load ${loadavg()[0]!.toFixed(1)}.`);
  const unit = results.find((r) => r.name === 'unit')!;
  const jestPassed = Number(/^Tests:.*?(\d+) passed/m.exec(unit.output)?.[1] ?? 0);
  const jestFailed = Number(/^Tests:.*?(\d+) failed/m.exec(unit.output)?.[1] ?? 0);
  let e2ePassed = 0;
  let e2eFailed = 0;
  if (results.every((r) => r.ok)) {
    console.log('\nBrowser tests:');
    const e2e = await runStep(E2E, true);
    results.push(e2e);
    console.log(
      `\n${e2e.ok ? '✔' : '✖'} e2e: ${e2e.wall.toFixed(1)} s wall, ${e2e.cpu.toFixed(1)} s CPU`,
    );
    const last = [...e2e.output.matchAll(/^(\d+) passed, (\d+) failed$/gm)].at(-1);
    e2ePassed = Number(last?.[1] ?? 0);
    e2eFailed = Number(last?.[2] ?? (e2e.ok ? 0 : 1));
  } else {
    console.log('\nBrowser tests not run: a step above failed.');
  }
  const wall = (Date.now() - started) / 1000;
  console.log(`\nPhases (wall / CPU seconds):`);
  for (const r of results)
    console.log(
      `  ${r.ok ? '✔' : '✖'} ${r.name.padEnd(10)} ${r.wall.toFixed(0).padStart(5)} / ${r.cpu.toFixed(0)}`,
    );
  console.log(`npm test: ${wall.toFixed(0)} s wall, load ${load0} → ${loadavg()[0]!.toFixed(1)}.`);
  const failedSteps = results.filter((r) => !r.ok).length;
  console.log(
    `${jestPassed + e2ePassed} passed, ${jestFailed + e2eFailed + (failedSteps && !jestFailed && !e2eFailed ? failedSteps : 0)} failed`,
  );
  return failedSteps ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
