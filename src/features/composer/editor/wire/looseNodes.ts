/**
 * 04 §7 steps 2 and 3, on the sanitised DOM before the schema's parse rules: the top level's
 * loose nodes (text, `<br>`, `<img>`, generic inline elements) are grouped in runs, each a `<p>`.
 * A run ends at any other element or at a `<br>` followed by another; a `<br>` opening a run (not
 * the first) or closing one (not the last) is dropped. A run of one image stays bare, and so does
 * a run of several: in a `<p>` they would leave an empty paragraph once ProseMirror lifts the
 * block images out (where 04 lifts cards out in step 6). A run emptied by the drops adds nothing.
 * Whitespace between tags means nothing (04 §1): it neither makes a run nor parts two `<br>`s.
 * Unlike 04, which passes `a` and `span` through, they are loose too: html, BBCode and Markdown
 * bodies put links, mentions and inline embeds beside their text without a `<p>`, and passing
 * them through would cut each sentence in three (docs/composer.md).
 */
const LOOSE =
  /^(#text|BR|IMG|A|SPAN|B|STRONG|I|EM|U|S|STRIKE|DEL|INS|CODE|SUB|SUP|SMALL|MARK|ABBR|CITE|KBD|Q|DFN|VAR|SAMP|TIME|FONT)$/;

const isBlank = (node: Node | null | undefined): boolean =>
  node?.nodeType === 3 && !/[^ \t\r\n\f]/.test(node.nodeValue ?? '');
const isBr = (node: Node | null | undefined): boolean => node?.nodeName === 'BR';

function nextFilled(node: Node): Node | null {
  let next = node.nextSibling;
  while (isBlank(next)) next = next!.nextSibling;
  return next;
}

export function groupLooseNodes(body: HTMLElement): void {
  const runs: ChildNode[][] = [];
  let run: ChildNode[] | null = null;
  for (const node of Array.from(body.childNodes)) {
    if (!LOOSE.test(node.nodeName)) {
      run = null;
      continue;
    }
    if (!run) runs.push((run = []));
    run.push(node);
    if (isBr(node) && isBr(nextFilled(node))) run = null;
  }
  const filled = runs.filter((nodes) => !nodes.every(isBlank));
  filled.forEach((nodes, index) => {
    const drop = (at: ChildNode | undefined): void => {
      if (isBr(at)) nodes.splice(nodes.indexOf(at!), 1)[0]!.remove();
    };
    if (index > 0) drop(nodes.find((node) => !isBlank(node)));
    if (index < filled.length - 1) drop(nodes.findLast((node) => !isBlank(node)));
    const content = nodes.filter((node) => !isBlank(node));
    if (content.every((node) => node.nodeName === 'IMG')) return;
    const paragraph = body.ownerDocument.createElement('p');
    nodes[0]!.before(paragraph);
    paragraph.append(...nodes);
  });
}
