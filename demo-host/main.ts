/**
 * The demo host's command line: `npm start` (builds the library first) or `npm run demo`.
 * The environment it reads is described in start.ts; `npm run dev` (dev.ts) starts the same
 * host beside rollup's watcher.
 */
import { startFromEnv } from './start.ts';

await startFromEnv();
