/**
 * The top-level `name` and `excerpt` of a draft in `GET /drafts?expand=true` (spec 04 §6), and
 * the emptiness check of a rich2 draft body (04 §3.1).
 */
import { renderBody } from '../lib/format.ts';
import { stripTags } from '../lib/html.ts';
import { isEmptyRich2, readRich2 } from '../lib/rich2.ts';
import { excerptOf, rich2PlainText } from '../lib/rich2Text.ts';

/** A draft body as a string: one that is already an array of nodes is serialised (04 §6). */
export function draftBodySource(body: unknown): string {
  if (typeof body === 'string') return body;
  return Array.isArray(body) ? JSON.stringify(body) : '';
}

/** Whether a rich2 draft body is the editor's empty document (one empty `p`, or `[]`). */
export function isEmptyRich2Body(body: unknown, format: unknown): boolean {
  if (String(format ?? '').toLowerCase() !== 'rich2') return false;
  return isEmptyRich2(readRich2(draftBodySource(body)));
}

/** The plain-text excerpt of a body in its format, or "No Body" when it is empty. */
export function draftExcerpt(body: unknown, format: unknown): string {
  const source = draftBodySource(body);
  const fmt = String(format ?? 'text').toLowerCase();
  const plain =
    fmt === 'rich2'
      ? isEmptyRich2Body(source, fmt)
        ? ''
        : rich2PlainText(source)
      : stripTags(renderBody(source, fmt));
  const text = excerptOf(plain);
  return text === '' ? 'No Body' : text;
}

/** `name` and `excerpt` of a draft record (04 §6). */
export function draftSummary(
  recordType: string,
  attributes: Record<string, unknown>,
): { name: string; excerpt: string } {
  const meta = (attributes.draftMeta ?? {}) as Record<string, unknown>;
  const own = typeof attributes.name === 'string' && attributes.name !== '' ? attributes.name : '';
  const name =
    recordType === 'comment'
      ? own || '(Untitled)'
      : own || (typeof meta.name === 'string' ? meta.name : '');
  return { name, excerpt: draftExcerpt(attributes.body, attributes.format) };
}
