/**
 * Images whose source is a `data:image/…;base64` URL (04 §7 step 5), pasted or in an opened
 * HTML body, are uploaded as new files. While the HTML is sanitised, each such source becomes
 * a token (`/fw-pending-image/N`) that the schema reads as an image, and the decoded file is
 * kept here; `removePendingImages` then takes those image nodes out of the document and
 * returns each file with its place, for the upload path. The data URL itself never reaches
 * the document. Other `data:` images (SVG, not base64) are dropped.
 */
import type { Node as PMNode, Slice } from 'prosemirror-model';
import type { Transform } from 'prosemirror-transform';
import type { EditorView } from 'prosemirror-view';
import { formatString, t } from '@/i18n/translate';
import type { UploadInput } from './uploadTypes';

export interface PendingImage {
  file: UploadInput;
  pos: number;
}

const TOKEN = '/fw-pending-image/';
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,([\s\S]*)$/i;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The files of the latest sanitised HTML, by token (one body or paste at a time). */
const pending = new Map<string, UploadInput>();
let counter = 0;

function decode(match: RegExpExecArray, index: number): UploadInput {
  const type = `image/${match[1]!.toLowerCase()}`;
  const name = `pasted-image-${index}.${type === 'image/jpeg' ? 'jpg' : type.slice(6)}`;
  const data = match[2]!.replace(/\s+/g, '');
  if (data === '' || !BASE64.test(data)) {
    return { name, size: 0, error: formatString(t('The image %s could not be read.'), name) };
  }
  const text = atob(data);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return new File([bytes], name, { type });
}

/** In inert HTML: base64 images get a token source, other `data:` images go. */
export function swapDataImages(body: HTMLElement): void {
  pending.clear();
  let index = 0;
  for (const img of Array.from(body.querySelectorAll('img'))) {
    const src = (img.getAttribute('src') ?? '').trim();
    if (!/^data:/i.test(src)) continue;
    const match = DATA_IMAGE.exec(src);
    if (!match) {
      img.remove();
      continue;
    }
    index += 1;
    counter += 1;
    const token = `${TOKEN}${counter}`;
    pending.set(token, decode(match, index));
    img.setAttribute('src', token);
  }
}

/** Whether a slice or document holds token images. */
export function hasPendingImages(node: PMNode | { content: PMNode['content'] }): boolean {
  let found = false;
  node.content.descendants((child) => {
    if (child.type.name === 'image' && String(child.attrs.src).startsWith(TOKEN)) found = true;
    return !found;
  });
  return found;
}

/**
 * Deletes the token images from the transform's document and returns their files, each with
 * the position the image had (after the deletions). A token with no file (typed into the
 * HTML) is only deleted.
 */
export function removePendingImages(tr: Transform): PendingImage[] {
  const found: Array<{ pos: number; size: number; file: UploadInput | undefined }> = [];
  tr.doc.descendants((node, pos) => {
    const src = String(node.attrs.src);
    if (node.type.name !== 'image' || !src.startsWith(TOKEN)) return true;
    found.push({ pos, size: node.nodeSize, file: pending.get(src) });
    pending.delete(src);
    return false;
  });
  const start = tr.steps.length;
  for (const { pos, size } of [...found].reverse()) tr.delete(pos, pos + size);
  const mapping = tr.mapping.slice(start);
  return found.flatMap(({ pos, file }) => (file ? [{ file, pos: mapping.map(pos, -1) }] : []));
}

/**
 * Pastes or drops HTML whose `data:` images became token images (dataImages.ts): the slice
 * goes in without them, and each one's file goes to `onFiles` with its place (the upload
 * plugin; the paste plugin, in an editor without uploads, drops them). False when it has none.
 */
export function insertWithImages(
  view: EditorView,
  slice: Slice,
  at: { from: number; to: number } | null,
  onFiles: (files: UploadInput[], pos: number) => void,
): boolean {
  if (!hasPendingImages(slice)) return false;
  const tr = view.state.tr;
  if (at) tr.replaceRange(at.from, at.to, slice);
  else tr.replaceSelection(slice);
  const images = removePendingImages(tr);
  view.dispatch(tr.scrollIntoView().setMeta('uiEvent', at ? 'drop' : 'paste'));
  for (const { file, pos } of images) onFiles([file], pos);
  return true;
}

/** The data images of a document opened from HTML, uploaded once the editor is mounted. */
export const openedImages = new WeakMap<PMNode, PendingImage[]>();
