import type { Draft } from '@reduxjs/toolkit';
import { discussionsAdapter, type DiscussionsState } from './discussionsState';

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

/** Bump (03 §4): the discussion moves up in every cached list holding it. */
export function moveUpEverywhere(state: Draft<DiscussionsState>, discussionID: number): void {
  const pinned = (id: number): boolean => state.entities[id]?.pinned === true;
  for (const list of Object.values(state.lists))
    if (list.data) moveUp(list.data.ids, discussionID, pinned);
}

/** Deleted discussions leave the entities, their loads and every cached list (and its total). */
export function removeEverywhere(state: Draft<DiscussionsState>, ids: number[]): void {
  const gone = new Set(ids);
  discussionsAdapter.removeMany(state, ids);
  for (const id of ids) delete state.byID[String(id)];
  for (const list of Object.values(state.lists)) {
    if (!list.data) continue;
    const before = list.data.ids.length;
    list.data.ids = list.data.ids.filter((id) => !gone.has(id));
    const removed = before - list.data.ids.length;
    if (list.data.paging.total !== undefined) list.data.paging.total -= removed;
  }
}
