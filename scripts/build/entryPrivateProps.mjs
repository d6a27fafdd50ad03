// Used by rollup.config.mjs (docs/architecture.md, "Build").

/**
 * Property names private to the entry chunk (forum-widgets.js): fields of the mount controller,
 * its marker records and the bootstrap options that no other chunk reads or writes. Terser
 * shortens them like local names (`mangle.properties`) in the entry only, about 57 B gzip of the
 * entry's 5 KB budget (docs/performance.md). The other chunks are minified by a terser without
 * the option, so their bytes do not change.
 *
 * Terser minifies each chunk on its own, so a name shortened in the entry and read from another
 * chunk would be shortened differently there, or not at all. The guard below fails the build when
 * a listed name appears in any other chunk, as a property (`.name`, `name:`, `{ name }`) or as a
 * string, before minifying; and when a listed name no longer appears in the entry.
 */
export const ENTRY_PRIVATE_PROPS = [
  // MountController (src/mount/controller.ts)
  'runtimeValue',
  'dormant',
  'sweepQueued',
  'pageLoaded',
  'cleanups',
  'scanChildren',
  // MarkerRecord (src/mount/markerLifecycle.ts)
  'settle',
  // ControllerOptions and startForumWidgets' options (src/mount/bootstrap.ts, widgets/entry.ts)
  'loadRuntime',
];

/** Terser's `mangle.properties` for the listed names (they are ours, so DOM names count too). */
const entryPrivateMangle = {
  regex: new RegExp(`^(${ENTRY_PRIVATE_PROPS.join('|')})$`),
  builtins: true,
};

/** `options` (terser's) with the entry's private names shortened too. */
export function withEntryPrivateMangle(options) {
  return { ...options, mangle: { ...options.mangle, properties: entryPrivateMangle } };
}

const asProperty = (name) =>
  new RegExp(`\\.${name}\\b|\\b${name}\\s*:|[{,]\\s*${name}\\s*[,}=]|['"\`]${name}['"\`]`);

/**
 * The guard: list it before terser, so that it sees each chunk's code before minifying.
 * `entryName` is the entry chunk's name.
 */
export function entryPrivateGuard(entryName) {
  let seen = new Map();
  return {
    name: 'entry-private-props',
    renderStart() {
      seen = new Map();
    },
    renderChunk(code, chunk) {
      const isEntry = chunk.isEntry && chunk.name === entryName;
      for (const name of ENTRY_PRIVATE_PROPS) {
        if (!asProperty(name).test(code)) continue;
        const where = seen.get(name) ?? { entry: false, others: [] };
        if (isEntry) where.entry = true;
        else where.others.push(`${chunk.name}.js`);
        seen.set(name, where);
      }
      return null;
    },
    generateBundle() {
      const problems = [];
      for (const name of ENTRY_PRIVATE_PROPS) {
        const where = seen.get(name);
        if (where?.others.length)
          problems.push(
            `"${name}" is shortened in the entry as a private property, but the chunk(s) ${where.others.join(', ')} use the name too`,
          );
        if (!where?.entry) problems.push(`"${name}" is no longer in the entry`);
      }
      if (problems.length > 0)
        this.error(
          `${problems.join('; ')}. Take such names off ENTRY_PRIVATE_PROPS (scripts/build/entryPrivateProps.mjs), or rename one side.`,
        );
    },
  };
}

/**
 * Minifies the entry chunk `entryName` with `forEntry` (a terser plugin shortening the names
 * above) and every other chunk with `forOthers`.
 */
export function minifyEntryApart(entryName, forEntry, forOthers) {
  return {
    name: 'terser-entry-apart',
    renderChunk(code, chunk, outputOptions, meta) {
      const plugin = chunk.isEntry && chunk.name === entryName ? forEntry : forOthers;
      return plugin.renderChunk.call(this, code, chunk, outputOptions, meta);
    },
  };
}
