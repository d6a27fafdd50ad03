import type { Node as PmNode, Schema } from 'prosemirror-model';
import type { EditorView } from 'prosemirror-view';
import { type ApiError, DEFAULT_ERROR_MESSAGE } from '@/api/apiError';
import type { ApiMedia } from '@/api/types/misc';
import { checkUpload } from '@/api/upload';
import { formatString, t } from '@/i18n/translate';
import { selectUploadLimits } from '@/store/configSlice';
import type { AppDispatch, RootState } from '@/store/store';
import { uploadDiscarded, uploadFile } from '../../media/mediaSlice';
import {
  createUploadPlugin,
  findPlaceholder,
  placeBlock,
  type UploadAction,
  uploadPluginKey,
} from './uploadPlugin';
import type { UploadController, UploadItem, UploadSnapshot } from './uploadTypes';

export { UploadTray } from './UploadTray';
export type { UploadController, UploadItem, UploadSnapshot } from './uploadTypes';

export interface UploadControllerOptions {
  dispatch: AppDispatch;
  getState: () => RootState;
  /** The editor's page-unique id: upload keys start with it. */
  editorId: string;
}

/** A media URL on this page's own site becomes a path, as rich2 images must be (01 §5). */
export function mediaSrc(url: string): string {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : url;
  } catch {
    return url;
  }
}

/**
 * An `image` node for an image, an `attachment` node (a download link) for other files. Each
 * carries its rich2 card (04 §3.5 step 3): the media record the server returned plus
 * `embedType`, as `embedData`, and the uploaded URL.
 */
function mediaNode(schema: Schema, media: ApiMedia, file: File): PmNode {
  const type = media.type || file.type;
  const src = mediaSrc(media.url);
  const name = media.name || file.name;
  const mediaID = media.mediaID ?? null;
  const image = type.startsWith('image/');
  const url = new URL(media.url, window.location.href).href;
  const wire = {
    type: 'rich_embed_card',
    children: [{ text: '' }],
    dataSourceType: image ? 'image' : 'file',
    url,
    embedData: {
      displaySize: 'large',
      float: 'none',
      ...media,
      url,
      name,
      type,
      size: media.size ?? file.size,
      embedType: image ? 'image' : 'file',
    },
  };
  if (image) return schema.nodes.image!.create({ src, alt: name, mediaID, wire });
  return schema.nodes.attachment!.create({
    href: src,
    name,
    size: media.size ?? file.size,
    mediaID,
    wire,
  });
}

/** What a refused upload says: the server's message, else a clear text for the case. */
function failureText(error: ApiError | undefined): string {
  const field = error?.errors ? Object.values(error.errors)[0]?.[0]?.message : undefined;
  const message = error?.message && error.message !== DEFAULT_ERROR_MESSAGE ? error.message : field;
  if (message) return message;
  if (error?.status === 413) return t('The file is too big for the server.');
  return t(DEFAULT_ERROR_MESSAGE);
}

/**
 * The uploads of one editor (issue 17 "Uploads"). Each file is checked against the config's
 * upload rules first (a broken rule is shown in the tray and nothing is sent), then sent with
 * `uploadFile` while a placeholder holds its place in the text; when the server answers, the
 * placeholder becomes an image or attachment node, or shows the failure until Retry or
 * Remove. Typing meanwhile moves the placeholder along and never touches it.
 */
export function createUploadController({
  dispatch,
  getState,
  editorId,
}: UploadControllerOptions): UploadController {
  let view: EditorView | null = null;
  let counter = 0;
  let snapshot: UploadSnapshot = { items: [], announcement: '' };
  const listeners = new Set<() => void>();
  const files = new Map<string, File>();
  const running = new Map<string, { abort: () => void }>();

  const publish = (items: readonly UploadItem[], announcement = snapshot.announcement): void => {
    snapshot = { items, announcement };
    for (const listener of listeners) listener();
  };
  const update = (id: string, change: Partial<UploadItem>, announcement?: string): void =>
    publish(
      snapshot.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
      announcement,
    );
  const tell = (actions: UploadAction[]): void => {
    if (view && !view.isDestroyed) view.dispatch(view.state.tr.setMeta(uploadPluginKey, actions));
  };
  const drop = (id: string, announcement?: string): void => {
    running.get(id)?.abort();
    running.delete(id);
    files.delete(id);
    tell([{ type: 'remove', id }]);
    dispatch(uploadDiscarded(id));
    publish(
      snapshot.items.filter((item) => item.id !== id),
      announcement,
    );
  };

  const finish = (id: string, media: ApiMedia): void => {
    const file = files.get(id);
    const name = snapshot.items.find((item) => item.id === id)?.name ?? '';
    files.delete(id);
    if (file && view && !view.isDestroyed) {
      const at = findPlaceholder(view.state, id)?.pos ?? view.state.selection.from;
      const node = mediaNode(view.state.schema, media, file);
      const tr = view.state.tr;
      const before = placeBlock(tr, at, node);
      tr.setMeta(uploadPluginKey, [
        { type: 'placed', id, at, before, after: before + node.nodeSize },
      ] satisfies UploadAction[]);
      view.dispatch(tr);
    }
    publish(
      snapshot.items.filter((item) => item.id !== id),
      formatString(t('Uploaded %s'), name),
    );
  };

  const send = (id: string, file: File): void => {
    const request = dispatch(uploadFile({ uploadKey: id, file }));
    running.set(id, request);
    void request.then((result) => {
      if (running.get(id) !== request) return; // cancelled or removed meanwhile
      running.delete(id);
      if (uploadFile.fulfilled.match(result)) {
        finish(id, result.payload);
        return;
      }
      const error = failureText(result.payload);
      tell([{ type: 'failed', id, failed: true }]);
      const name = snapshot.items.find((item) => item.id === id)?.name ?? '';
      update(
        id,
        { status: 'failed', error },
        formatString(t('Upload of %s failed: %s'), name, error),
      );
    });
  };

  const controller: UploadController = {
    plugin: createUploadPlugin({ onFiles: (list, pos) => controller.insertFiles(list, pos) }),
    attach(next) {
      view = next;
    },
    insertFiles(list, pos) {
      if (!view || view.isDestroyed || list.length === 0) return;
      const at = Math.min(pos ?? view.state.selection.from, view.state.doc.content.size);
      const limits = selectUploadLimits(getState());
      const items: UploadItem[] = [];
      const actions: UploadAction[] = [];
      const toSend: Array<[string, File]> = [];
      let announcement = '';
      for (const file of list) {
        counter += 1;
        const id = `${editorId}-upload-${counter}`;
        const item = { id, name: file.name, size: file.size };
        const problem = 'error' in file ? file.error : checkUpload(file, limits);
        if (problem) {
          items.push({ ...item, status: 'refused', error: problem });
          announcement = problem;
          continue;
        }
        items.push({ ...item, status: 'sending' });
        const sent = file as File; // an unreadable file always has a problem
        files.set(id, sent);
        toSend.push([id, sent]);
        const placeholder = { id, order: counter, pos: at, name: file.name, failed: false };
        actions.push({ type: 'add', placeholder });
        announcement = formatString(t('Uploading %s…'), file.name);
      }
      if (actions.length > 0) tell(actions);
      publish([...snapshot.items, ...items], announcement);
      for (const [id, file] of toSend) send(id, file);
    },
    retry(id) {
      const file = files.get(id);
      const item = snapshot.items.find((entry) => entry.id === id);
      if (!file || item?.status !== 'failed') return;
      tell([{ type: 'failed', id, failed: false }]);
      update(
        id,
        { status: 'sending', error: undefined },
        formatString(t('Uploading %s…'), item.name),
      );
      send(id, file);
    },
    remove(id) {
      const item = snapshot.items.find((entry) => entry.id === id);
      if (item) drop(id, formatString(t('Removed %s'), item.name));
    },
    cancel(id) {
      const item = snapshot.items.find((entry) => entry.id === id);
      if (item) drop(id, formatString(t('Upload of %s cancelled'), item.name));
    },
    isSending: () => snapshot.items.some((item) => item.status === 'sending'),
    focusEditor() {
      if (view && !view.isDestroyed) view.focus();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
  return controller;
}
