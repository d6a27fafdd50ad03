// One step of `npm test` or `npm run test:changed`: a shell command, its output, its wall and CPU
// seconds.
import { spawn } from 'node:child_process';

export interface Step {
  name: string;
  command: string;
}

export interface StepResult {
  name: string;
  ok: boolean;
  wall: number;
  cpu: number;
  output: string;
}

/** Runs a shell command; bash's `times` tells the CPU seconds of it and its children. */
export function runStep(step: Step, live = false): Promise<StepResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', `${step.command}\nrc=$?\ntimes >&3\nexit $rc`], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    let times = '';
    const take = (d: Buffer): void => {
      output += d.toString();
      if (live) process.stdout.write(d);
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (d: Buffer) => (times += d.toString()));
    child.on('close', (code) => {
      // `times` prints the shell's own user/sys, then its children's: "0m1.5s 0m0.2s".
      const seconds = [...times.matchAll(/(\d+)m([\d.]+)s/g)].map(
        (m) => Number(m[1]) * 60 + Number(m[2]),
      );
      resolve({
        name: step.name,
        ok: code === 0,
        wall: (Date.now() - started) / 1000,
        cpu: seconds.reduce((a, b) => a + b, 0),
        output,
      });
    });
  });
}
