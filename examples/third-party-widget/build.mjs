// Builds the third-party widget example into dist/member-welcome.js: one classic script (IIFE)
// with no React inside. `react`, `react/jsx-runtime` and `react-redux` resolve to small shims
// that call the page's runtime (ForumWidgets.runtime()), so hooks and the store are the page's.
// Run with `npm run build:example`; it fails if a copy of React got in or the file is too big.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(here, 'dist', 'member-welcome.js');
/** Over this many gzip bytes, something (a second React?) was bundled by mistake. */
export const MAX_GZIP = 2048;
/** Strings only React's own code carries. */
export const REACT_MARKERS = [
  '__SECRET_INTERNALS',
  '__CLIENT_INTERNALS',
  'ReactCurrentDispatcher',
  'react.production',
  'react.development',
  'Invalid hook call',
];

const shims = {
  react: 'react.ts',
  'react/jsx-runtime': 'jsxRuntime.ts',
  'react/jsx-dev-runtime': 'jsxRuntime.ts',
  'react-redux': 'reactRedux.ts',
};

/** Maps the React imports to the shims; anything else from node_modules is bundled. */
const pageRuntime = {
  name: 'page-runtime',
  setup(b) {
    const filter = new RegExp(`^(${Object.keys(shims).join('|').replace('/', '\\/')})$`);
    b.onResolve({ filter }, (args) => ({ path: path.join(here, 'src', 'shim', shims[args.path]) }));
  },
};

await build({
  entryPoints: [path.join(here, 'src', 'index.ts')],
  outfile,
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  jsx: 'automatic',
  plugins: [pageRuntime],
  logLevel: 'warning',
});

const code = readFileSync(outfile);
const gzip = gzipSync(code).length;
const found = REACT_MARKERS.filter((marker) => code.includes(marker));
if (found.length > 0) throw new Error(`${outfile} holds React's code (${found.join(', ')})`);
if (gzip > MAX_GZIP) throw new Error(`${outfile} is ${gzip} B gzip, over ${MAX_GZIP} B`);
console.log(`${path.relative(process.cwd(), outfile)}: ${code.length} B, ${gzip} B gzip, no React`);
