// `npm pack` and `npm publish` run this first: an empty dist/ and a fresh build, so the tarball
// holds exactly what this commit builds (no chunk left over from an earlier build).
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

rmSync('dist', { recursive: true, force: true });
// The build's report goes to stderr, so that `npm pack --json` prints only its JSON on stdout.
const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 2, 2] });
process.exit(build.status ?? 1);
