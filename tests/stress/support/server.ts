import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';

export interface ServerProcess {
  url: string;
  dbPath: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export function tempDbPath(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'fw-stress-')), 'forum.sqlite');
}

/**
 * Runs the demo host as a separate process (so load generation does not share its event loop)
 * on a free loopback port, and resolves once it is listening.
 */
export async function startServerProcess(dbPath = tempDbPath()): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo-host/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB: dbPath },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the demo host did not start within 30 s')),
      30_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Demo host listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the demo host exited with ${code}`));
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    dbPath,
    child,
    stop: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
