/**
 * Mentions in pasted plain text (04 §4.3). Each line is scanned for `@` followed by letters,
 * digits, spaces and quotes (punctuation ends the name; trailing spaces are not part of it);
 * an `@` right after a letter or digit (an e-mail address) is not a mention. A name in double
 * quotes right after the `@` (`@"Ann Lee", @“Bo”`) is the name inside them. Each match
 * becomes a mention node holding the wire element `{"type":"@","name","id"}` (a temporary id,
 * no user ID), followed by a one-space text. Not in code blocks, inline code or links.
 * The editor then completes them (`pastedMentions.ts`). Part of the lazy plain-text chunk.
 */
import { Fragment, type Mark, type Node as PMNode } from 'prosemirror-model';
import type { Rich2Element } from '@/api/types/rich2';
import { rich2Schema as schema } from '../schema';

const { marks } = schema;
const MENTION =
  /(^|[^\p{L}\p{N}@])@(?:"([^"]*?[\p{L}\p{N}][^"]*?)"|“([^”]*?[\p{L}\p{N}][^”]*?)”|([\p{L}\p{N}][\p{L}\p{N} '"‘’“”]*))/gu;

/** Splits one text node into text, mention nodes and their one-space texts. */
function splitText(node: PMNode, counts: Map<string, number>, names: Set<string>): PMNode[] {
  const text = node.text ?? '';
  const marks: readonly Mark[] = node.marks;
  const out: PMNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const at = (match.index ?? 0) + (match[1] ?? '').length;
    const plain = match[4]?.trimEnd();
    const name = plain ?? match[2] ?? match[3] ?? '';
    // The characters taken after `@`: the quoted name with its quotes, or the plain name.
    const taken = plain ?? match[0].slice(at - (match.index ?? 0) + 1);
    if (at > last) out.push(schema.text(text.slice(last, at), marks));
    const index = counts.get(name) ?? 0;
    counts.set(name, index + 1);
    names.add(name);
    const wire: Rich2Element = {
      type: '@',
      children: [{ text: '' }],
      name,
      id: `${name}-${index}`,
    };
    out.push(schema.nodes.mention!.create({ userID: null, name, wire }, null, marks));
    out.push(schema.text(' ', marks));
    last = at + 1 + taken.length;
  }
  if (last === 0) return [node];
  if (last < text.length) out.push(schema.text(text.slice(last), marks));
  return out;
}

function scan(fragment: Fragment, counts: Map<string, number>, names: Set<string>): Fragment {
  const children: PMNode[] = [];
  fragment.forEach((child) => {
    if (child.isText) {
      const skip = child.marks.some((mark) => mark.type === marks.code || mark.type === marks.link);
      children.push(...(skip ? [child] : splitText(child, counts, names)));
    } else if (child.type.spec.code || child.isAtom) {
      children.push(child);
    } else {
      children.push(child.copy(scan(child.content, counts, names)));
    }
  });
  return Fragment.fromArray(children);
}

/** The fragment with its `@name`s as pending mentions, and the names found. */
export function withPastedMentions(fragment: Fragment): { fragment: Fragment; names: string[] } {
  const names = new Set<string>();
  const result = scan(fragment, new Map(), names);
  return { fragment: names.size > 0 ? result : fragment, names: [...names] };
}
