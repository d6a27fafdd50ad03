// Jest's resolver with the `@/` alias of tsconfig.json (`@/x` is `src/x`, docs/architecture.md).
// Not `moduleNameMapper`: Jest keys a mock of a mapped name apart from the same file imported by
// a relative path, so `jest.mock('@/features/x')` would not replace `import('../x')` in src/.
// Rewriting the request before the default resolver keeps one module id per file.
const SRC = `${__dirname.replace(/[\\/]tests[\\/]support$/, '')}/src/`;

module.exports = (request, options) =>
  options.defaultResolver(request.startsWith('@/') ? SRC + request.slice(2) : request, options);
