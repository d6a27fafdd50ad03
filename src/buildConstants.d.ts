/**
 * Constants the build writes into the code (rollup.config.mjs's `replace`; jest.config.js's
 * `globals` for the unit tests).
 */
/** package.json's `version`. */
declare const __FW_VERSION__: string;
