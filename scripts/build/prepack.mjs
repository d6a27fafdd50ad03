// `npm pack` and `npm publish` run this first: an empty dist/ and a fresh build, so the tarball
// holds exactly what this commit builds (no chunk left over from an earlier build).
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

rmSync('dist', { recursive: true, force: true });
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: false });
process.exit(build.status ?? 1);
