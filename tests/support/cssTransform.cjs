// Jest transform: a CSS file becomes a module whose default export is its text,
// exactly as the rollup build inlines it.
module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` };
  },
};
