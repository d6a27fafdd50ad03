/** A short, human-readable address of an element for error messages: `#id` or a CSS path. */
export function describeElement(el: Element): string {
  if (el.id) return `#${el.id}`;
  const parts: string[] = [];
  let node: Element | null = el;
  while (node && parts.length < 4) {
    if (node.id) {
      parts.unshift(`#${node.id}`);
      break;
    }
    let part = node.tagName.toLowerCase();
    const react = node.getAttribute('data-react');
    if (react !== null && node === el) part += `[data-react="${react.slice(0, 40)}"]`;
    const parent: Element | null = node.parentElement;
    if (parent) {
      const sameTag = Array.prototype.filter.call(
        parent.children,
        (c: Element) => c.tagName === node!.tagName,
      ) as Element[];
      if (sameTag.length > 1) part += `:nth-of-type(${sameTag.indexOf(node) + 1})`;
    }
    parts.unshift(part);
    if (!parent || parent === el.ownerDocument.body) {
      if (parent) parts.unshift('body');
      break;
    }
    node = parent;
  }
  return parts.join(' > ');
}
