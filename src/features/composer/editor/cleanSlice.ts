/**
 * The last check of every pasted slice (paste.ts) and of read Markdown
 * (plainText/readPlainText.ts): unsafe links lose their link, unsafe images and attachments
 * go, headings the editor cannot make become paragraphs, list numbers are repaired, and a
 * slice that is no valid structure is pasted as its text.
 */
import { Fragment, type Node as PMNode, Slice } from 'prosemirror-model';
import { sanitizeUrl } from '@/utils/links';
import { docFromText } from './rich2';
import { rich2Schema as schema, safeImageSrc } from './schema';

const { nodes, marks } = schema;

function cleanMarks(node: PMNode): PMNode {
  if (!node.isText) return node;
  const bad = node.marks.filter(
    (mark) => mark.type === marks.link && !sanitizeUrl(mark.attrs.href as string),
  );
  return bad.reduce((text, mark) => text.mark(mark.removeFromSet(text.marks)), node);
}

function cleanNode(node: PMNode): PMNode | null {
  const { attrs } = node;
  switch (node.type) {
    case nodes.image:
      return safeImageSrc(attrs.src as string) ? node : null;
    case nodes.attachment:
      return sanitizeUrl(attrs.href) ? node : null;
    case nodes.mention:
      // A server mention (04 §4.2) stays a mention, with or without its user ID.
      if (attrs.wire) return node;
      return Number.isInteger(attrs.userID) && (attrs.userID as number) > 0 ? node : null;
    case nodes.heading:
      if (![2, 3, 4].includes(attrs.level as number)) {
        return nodes.paragraph!.create(null, cleanFragment(node.content));
      }
      break;
    case nodes.ordered_list: {
      const order = attrs.order as number;
      const fixed = Number.isInteger(order) && order > 0 ? order : 1;
      return node.type.create({ order: fixed }, cleanFragment(node.content), node.marks);
    }
    default:
      break;
  }
  if (node.isText) return cleanMarks(node);
  return node.copy(cleanFragment(node.content));
}

function cleanFragment(fragment: Fragment): Fragment {
  const children: PMNode[] = [];
  fragment.forEach((child) => {
    const cleaned = cleanNode(child);
    if (cleaned) children.push(cleaned);
  });
  return Fragment.fromArray(children);
}

/** Plain text as paragraphs (or raw text inside a code block). */
export function textToSlice(text: string, inCode: boolean): Slice {
  if (inCode) return text === '' ? Slice.empty : new Slice(Fragment.from(schema.text(text)), 0, 0);
  const doc = docFromText(text);
  // Open on both sides: the first and last paragraphs join the text around the cursor.
  return new Slice(doc.content, 1, 1);
}

/** The slice with unsafe links, images and bad attributes removed; its text if it is invalid. */
export function cleanSlice(slice: Slice): Slice {
  const content = cleanFragment(slice.content);
  try {
    content.forEach((node) => node.check());
    return new Slice(content, slice.openStart, slice.openEnd);
  } catch {
    // Not a valid structure (the clipboard context can wrap anything): paste its text.
    return textToSlice(slice.content.textBetween(0, slice.content.size, '\n\n'), false);
  }
}
