import type { Plugin } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';

/**
 * One file in the upload tray. `sending`: on its way (progress in the media slice under `id`);
 * `failed`: the server or the network refused it (Retry or Remove); `refused`: it broke an
 * upload rule (01 §5) and was never sent (Remove only).
 */
export interface UploadItem {
  /** Also the upload's key in the media slice. */
  id: string;
  name: string;
  size: number;
  status: 'sending' | 'failed' | 'refused';
  /** Why it failed or was refused, for the user. */
  error?: string;
}

/** A file that cannot be sent (a data image that does not decode): shown as refused. */
export interface UnreadableFile {
  name: string;
  size: number;
  error: string;
}

export type UploadInput = File | UnreadableFile;

export interface UploadSnapshot {
  items: readonly UploadItem[];
  /** The latest news for the tray's polite live region ('Uploading…', 'Uploaded', a failure). */
  announcement: string;
}

/**
 * The uploads of one editor: the ProseMirror plugin (paste, drop, placeholders) and the list
 * the tray shows, readable with `useSyncExternalStore(subscribe, getSnapshot)`.
 */
export interface UploadController {
  plugin: Plugin;
  /** The editor view the plugin runs in; null when it is gone. */
  attach(view: EditorView | null): void;
  /** Checks and sends each file; placeholders go at `pos`, else at the caret. */
  insertFiles(files: UploadInput[], pos?: number): void;
  /** True while a file is being sent: its place in the text is not in the body yet. */
  isSending(): boolean;
  /** Sends a failed upload again; its placeholder is still where it was. */
  retry(id: string): void;
  /** Drops a failed or refused upload, and its placeholder; the document stays as it is. */
  remove(id: string): void;
  /** Stops an upload being sent and drops it, with its placeholder. */
  cancel(id: string): void;
  /** Gives focus back to the editing area (after the tray removed the focused item). */
  focusEditor(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): UploadSnapshot;
}
