/** CSS files are bundled as strings and injected with `injectStyles`. */
declare module '*.css' {
  const css: string;
  export default css;
}
