// `<DB>.pid` (demo-host/pidFile.ts): `npm run demo:reset` refuses while the host named in it is
// alive; a pid file of a process that is gone does not block it and is removed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pidFileOf, removePidFile, runningHostPid, writePidFile } from '../../demo-host/pidFile';

let dbPath: string;
beforeEach(() => {
  dbPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-pid-')), 'forum.sqlite');
});
afterEach(() => fs.rmSync(path.dirname(dbPath), { recursive: true, force: true }));

describe('the demo host pid file', () => {
  it('names the live host while it runs, and is gone after its shutdown', () => {
    expect(runningHostPid(dbPath)).toBeNull();
    writePidFile(dbPath);
    expect(fs.readFileSync(pidFileOf(dbPath), 'utf8')).toBe(`${process.pid}\n`);
    expect(runningHostPid(dbPath)).toBe(process.pid);
    removePidFile(dbPath);
    expect(fs.existsSync(pidFileOf(dbPath))).toBe(false);
    expect(runningHostPid(dbPath)).toBeNull();
  });

  it('does not count a stale pid (the process is gone) and removes its file', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writePidFile(dbPath, gone);
    expect(runningHostPid(dbPath)).toBeNull();
    expect(fs.existsSync(pidFileOf(dbPath))).toBe(false);
  });

  it("leaves a newer host's pid file alone on shutdown", () => {
    writePidFile(dbPath, process.ppid);
    removePidFile(dbPath);
    expect(runningHostPid(dbPath)).toBe(process.ppid);
  });
});
