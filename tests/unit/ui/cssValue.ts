/**
 * The computed value of `property` on `element`, with `var(--name, fallback)` resolved the way
 * a browser would (jsdom leaves custom properties unresolved): the variable's value where one
 * is set on an ancestor, otherwise the fallback.
 */
export function cssValue(element: Element, property: string): string {
  const style = getComputedStyle(element);
  let value = style.getPropertyValue(property).trim();
  for (let depth = 0; depth < 10 && value.includes('var('); depth += 1) {
    value = value.replace(
      /var\((--[\w-]+)\s*(?:,\s*([^()]*(?:\([^()]*\)[^()]*)*))?\)/,
      (_, name: string, fallback = '') => {
        const own = style.getPropertyValue(name).trim();
        return own || fallback.trim();
      },
    );
  }
  return value;
}
