import { expectRecord } from '@/api/expectRecord';

/**
 * An edit's source as the composer opens it. A post stored in another format than `rich2`
 * opens as the HTML the server renders for it (04 §2, §8), `format` then `html` and
 * `convertedFrom` its stored format: the editor converts it (04 §7) and saves `rich2`.
 */
export type EditSource<T extends { body: string; format: string }> = T & {
  convertedFrom?: string;
};

/**
 * 04 §2: a source not in `rich2` (the older `rich` too, and `html`/`wysiwyg`, whose stored
 * markup may hold what the server would not show) is replaced by the normal read's `body`, the
 * rendered HTML the reader sees. When that read fails, the source fails: never an empty editor.
 */
export async function editable<T extends { body: string; format: string }>(
  source: T,
  read: () => Promise<unknown>,
): Promise<EditSource<T>> {
  const format = String(source.format ?? '');
  if (format.toLowerCase() === 'rich2') return source;
  const { body } = expectRecord<{ body: string }>(await read(), { body: 'string' });
  return { ...source, body, format: 'html', convertedFrom: format };
}
