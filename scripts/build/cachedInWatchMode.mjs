// Used by rollup.config.mjs (docs/architecture.md, "Build").
import { createHash } from 'node:crypto';

/**
 * Terser in watch mode (`npm run dev`) keeps its result per chunk, by a hash of the chunk's code
 * and output format: a rebuild after one file changed minifies only the chunks whose code
 * changed. Rollup's own cache already re-transforms only the changed modules; terser over every
 * chunk was most of a rebuild (figures in docs/demo-host.md). The cache holds the last build's
 * chunks only. `npm run build` never uses it, so its output is unchanged.
 */
export function cachedInWatchMode(plugin) {
  let previous = new Map();
  let current = new Map();
  return {
    ...plugin,
    renderStart() {
      if (current.size > 0) [previous, current] = [current, new Map()];
    },
    async renderChunk(code, chunk, outputOptions, meta) {
      if (!this.meta.watchMode)
        return plugin.renderChunk.call(this, code, chunk, outputOptions, meta);
      const key = createHash('sha256')
        .update(`${outputOptions.format}:${outputOptions.sourcemap}:`)
        .update(code)
        .digest('base64');
      const result =
        current.get(key) ??
        previous.get(key) ??
        (await plugin.renderChunk.call(this, code, chunk, outputOptions, meta));
      current.set(key, result);
      return result;
    },
  };
}
