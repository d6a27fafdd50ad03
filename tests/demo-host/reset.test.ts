// `npm run demo:reset` with the demo host running on the database (demo-host/reset.ts and
// start.ts): the running host recreates its database in place and serves the fresh data without
// a restart, and the command waits for it. Both run as the commands do, in their own processes.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { pidFileOf } from '../../demo-host/pidFile';

let dir: string;
let dbPath: string;
let host: ChildProcess | undefined;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-reset-'));
  dbPath = path.join(dir, 'forum.sqlite');
});
afterAll(() => {
  host?.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

const env = (): NodeJS.ProcessEnv => ({ ...process.env, DB: dbPath, PORT: '0', OTHER_PORT: '0' });

/** Resolves with the first match of `pattern` in the process's output. */
function output(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (d: Buffer): void => {
      text += d.toString();
      const m = pattern.exec(text);
      if (m) resolve(m);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited (${code}) before ${pattern}:\n${text}`)));
  });
}

function run(script: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], { env: env(), stdio: 'pipe' });
}

const title = async (origin: string): Promise<string> =>
  ((await (await fetch(`${origin}/api/v2/discussions/5`)).json()) as { name: string }).name;

describe('npm run demo:reset beside a running host', () => {
  it('recreates the database in the running host, which serves it without a restart', async () => {
    host = run('demo-host/main.ts');
    const [, origin] = await output(host, /Demo host listening on (http:\/\/[\d.:]+)\n/);
    expect(fs.readFileSync(pidFileOf(dbPath), 'utf8')).toBe(`${host.pid}\n`);
    const original = await title(origin!);

    const db = new Database(dbPath);
    db.prepare("UPDATE discussions SET name = 'Changed by the test' WHERE discussionID = 5").run();
    db.close();
    expect(await title(origin!)).toBe('Changed by the test');

    const reset = run('demo-host/reset.ts');
    const resetExit = new Promise((resolve) => reset.once('exit', resolve));
    await output(reset, /recreated .* with fresh demo data; no restart needed/);
    expect(await resetExit).toBe(0);

    // The same process, the same address, the fresh data.
    expect(host.exitCode).toBeNull();
    expect(await title(origin!)).toBe(original);
    expect(fs.readFileSync(pidFileOf(dbPath), 'utf8')).toBe(`${host.pid} 1\n`);

    const exited = new Promise((resolve) => host!.once('exit', resolve));
    host.kill('SIGTERM');
    await exited;
    expect(fs.existsSync(pidFileOf(dbPath))).toBe(false);
  }, 180_000);
});
