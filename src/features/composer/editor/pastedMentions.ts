/**
 * Completing the mentions made from pasted text (04 §4.3; `plainText/mentionScan.ts` makes
 * them): `GET /users/by-names?name=…` per name; exactly one user makes the node a normal
 * mention (the user fragment merged into its element), anything else turns it back into the
 * text `@name`.
 */
import type { Node as PMNode } from 'prosemirror-model';
import type { EditorView } from 'prosemirror-view';
import type { ApiUserFragment } from '@/api/types/users';
import type { Rich2Element } from '@/api/types/rich2';
import { rich2Schema as schema } from './schema';

/** A mention made from pasted text and not completed yet: its element has `id`, no user. */
function isPending(node: PMNode): boolean {
  const wire = node.attrs.wire as Rich2Element | null;
  return (
    node.type === schema.nodes.mention &&
    node.attrs.userID === null &&
    wire !== null &&
    typeof wire.id === 'string' &&
    wire.userID === undefined
  );
}

/** Completes the pending mentions of `name` with the users found for it. */
export function completeMention(view: EditorView, name: string, users: ApiUserFragment[]): void {
  if (view.isDestroyed) return;
  const found: Array<{ pos: number; node: PMNode }> = [];
  view.state.doc.descendants((node, pos) => {
    if (isPending(node) && node.attrs.name === name) found.push({ pos, node });
  });
  if (found.length === 0) return;
  const tr = view.state.tr;
  const [user] = users;
  for (const { pos, node } of found.reverse()) {
    const wire = node.attrs.wire as Rich2Element;
    const replacement =
      users.length === 1 && user
        ? node.type.create(
            { userID: user.userID, name: user.name, wire: { ...wire, ...user } },
            null,
            node.marks,
          )
        : schema.text(`@${name}`, node.marks);
    tr.replaceWith(pos, pos + node.nodeSize, replacement);
  }
  view.dispatch(tr.setMeta('addToHistory', false));
}

/** Looks up each name and completes its mentions; a failed lookup counts as no user. */
export function completePastedMentions(
  view: EditorView,
  names: string[],
  lookup: (name: string) => Promise<ApiUserFragment[]>,
): Promise<void[]> {
  return Promise.all(
    names.map((name) =>
      lookup(name).then(
        (users) => completeMention(view, name, users),
        () => completeMention(view, name, []),
      ),
    ),
  );
}
