// Prints the browser test files for `npm run test:e2e`, the longest first. The runner starts
// files in the order given, a few at a time (--test-concurrency), so a long file started last
// would run alone at the end while the other slot idles. The weights are the files' seconds in
// the last full run (2026-11-24); a file not listed counts as 60 s.
import { readdirSync } from 'node:fs';

const SECONDS = {
  'crawl.test.ts': 180,
  'apiFaultsDiscussionPage.test.ts': 166,
  'apiFaultsComposerEdit.test.ts': 131,
  'apiFaultsEdits.test.ts': 125,
  'xssApi.test.ts': 112,
  'apiFaultsDrafts.test.ts': 107,
  'layouts.test.ts': 150,
};

const files = readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.test.ts'))
  .sort((a, b) => (SECONDS[b] ?? 60) - (SECONDS[a] ?? 60) || a.localeCompare(b));
console.log(files.map((f) => `tests/e2e/${f}`).join(' '));
