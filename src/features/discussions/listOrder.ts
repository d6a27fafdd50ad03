/**
 * Bump moves a post up (03 §4): `id` goes to the top of a list's `ids`, below the
 * announcements leading the list (the server lists them first), and never further down.
 * A list without `id` is left alone.
 */
export function moveUp(ids: number[], id: number, pinned: (id: number) => boolean): void {
  const from = ids.indexOf(id);
  if (from < 0) return;
  ids.splice(from, 1);
  let to = 0;
  if (!pinned(id)) while (to < from && pinned(ids[to]!)) to += 1;
  ids.splice(to, 0, id);
}
