/**
 * Migration 006 (a code migration, run by db/database.ts beside the `.sql` files): the demo
 * host's own ProseMirror-shaped rich2 documents (`{"type":"doc","content":[…]}`, before spec
 * 04) become 04's Slate-style arrays, and the HTML stored beside them is rendered again. It
 * converts the rich2 sources of discussions and comments (`bodySource` with `sourceFormat`
 * rich2, migration 003) and drafts' `attributes.body` when `attributes.format` is rich2. A
 * source that is not an old document (already 04's shape, or not JSON) is left as it is.
 */
import type { Db } from '../db/dbType.ts';
import { renderBody } from '../lib/format.ts';

type Old = Record<string, unknown>;
type Node = Record<string, unknown>;

function list(v: unknown): Old[] {
  return Array.isArray(v) ? v.filter((x): x is Old => typeof x === 'object' && x !== null) : [];
}
function attrs(n: Old): Old {
  return typeof n.attrs === 'object' && n.attrs !== null ? (n.attrs as Old) : {};
}

const MARK_KEYS: Readonly<Record<string, string>> = {
  bold: 'bold',
  italic: 'italic',
  strike: 'strikethrough',
  code: 'code',
};

/** Slate's rules: adjacent leaves with the same marks merged, inline elements between leaves. */
function normalizeInline(nodes: Node[]): Node[] {
  const out: Node[] = [];
  for (const n of nodes) {
    const last = out[out.length - 1];
    if ('text' in n && last && 'text' in last && sameMarks(last, n))
      out[out.length - 1] = { ...last, text: `${String(last.text)}${String(n.text)}` };
    else {
      if (!('text' in n) && !(last && 'text' in last)) out.push({ text: '' });
      out.push(n);
    }
  }
  if (!out.length || !('text' in (out[out.length - 1] as Node))) out.push({ text: '' });
  return out;
}

function sameMarks(a: Node, b: Node): boolean {
  const keys = (n: Node): string =>
    Object.keys(n)
      .filter((k) => k !== 'text')
      .sort()
      .join(',');
  return keys(a) === keys(b);
}

const MIME: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain',
  zip: 'application/zip',
};

/** The MIME type of an upload, from its extension; `unknown` otherwise (04 §5.3). */
function mimeOf(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  return MIME[ext] ?? 'unknown';
}

function image(a: Old, dataSourceType: 'image' | 'file', url: string, name: string): Node {
  const mediaID = Number.isSafeInteger(a.mediaID) ? a.mediaID : undefined;
  const embedData: Node = {
    url,
    name,
    type: mimeOf(url),
    size: typeof a.size === 'number' ? a.size : 0,
    displaySize: 'large',
    float: 'none',
    ...(mediaID !== undefined ? { mediaID } : {}),
    embedType: dataSourceType,
  };
  return { type: 'rich_embed_card', children: [{ text: '' }], dataSourceType, url, embedData };
}

function inline(nodes: unknown): Node[] {
  const out: Node[] = [];
  for (const n of list(nodes)) {
    const a = attrs(n);
    if (n.type === 'hard_break') out.push({ text: '\n' });
    else if (n.type === 'mention')
      out.push({ type: '@', children: [{ text: '' }], userID: a.userID, name: a.name });
    else if (n.type === 'text' && typeof n.text === 'string') {
      const leaf: Node = { text: n.text };
      let href: string | undefined;
      for (const m of list(n.marks)) {
        const key = MARK_KEYS[String(m.type)];
        if (key) leaf[key] = true;
        if (m.type === 'link' && typeof attrs(m).href === 'string') href = attrs(m).href as string;
      }
      out.push(href === undefined ? leaf : { type: 'a', url: href, children: [leaf] });
    }
  }
  // Neighbouring links to the same URL become one `a`, as the editor holds them.
  const joined: Node[] = [];
  for (const n of out) {
    const last = joined[joined.length - 1];
    if (n.type === 'a' && last?.type === 'a' && last.url === n.url)
      joined[joined.length - 1] = {
        ...last,
        children: [...(last.children as Node[]), ...(n.children as Node[])],
      };
    else joined.push(n);
  }
  return normalizeInline(
    joined.map((n) =>
      n.type === 'a' ? { ...n, children: normalizeInline(n.children as Node[]) } : n,
    ),
  );
}

function lineElements(blocks: unknown, type: string): Node[] {
  return list(blocks).flatMap((b) =>
    b.type === 'paragraph' || b.type === 'heading'
      ? [{ type, children: inline(b.content) }]
      : convertBlock(b).map((n) => (n.type === 'p' ? { ...n, type } : n)),
  );
}

function convertBlock(b: Old): Node[] {
  const a = attrs(b);
  switch (b.type) {
    case 'paragraph':
      return [{ type: 'p', children: inline(b.content) }];
    case 'heading': {
      const level = Math.min(5, Math.max(2, Number(a.level) || 2));
      return [{ type: `h${level}`, children: inline(b.content) }];
    }
    case 'blockquote':
      return [{ type: 'blockquote', children: lineElements(b.content, 'blockquote-line') }];
    case 'spoiler':
      return [
        {
          type: 'spoiler',
          children: [
            { type: 'spoiler-content', children: lineElements(b.content, 'spoiler-item') },
          ],
        },
      ];
    case 'code_block': {
      const text = list(b.content)
        .map((t) => (typeof t.text === 'string' ? t.text : ''))
        .join('');
      const lines = text
        .split('\n')
        .map((line) => ({ type: 'code_line', children: [{ text: line }] }));
      return [{ type: 'code_block', children: lines }];
    }
    case 'bullet_list':
    case 'ordered_list':
      return [
        {
          type: b.type === 'bullet_list' ? 'ul' : 'ol',
          children: list(b.content).map((li) => ({ type: 'li', children: listItem(li) })),
        },
      ];
    case 'image': {
      const src = typeof a.src === 'string' ? a.src : '';
      const name = typeof a.alt === 'string' && a.alt ? a.alt : (src.split('/').pop() ?? '');
      return src ? [image(a, 'image', src, name)] : [];
    }
    case 'attachment': {
      const href = typeof a.href === 'string' ? a.href : '';
      return href ? [image(a, 'file', href, typeof a.name === 'string' ? a.name : 'file')] : [];
    }
    default:
      return [];
  }
}

function listItem(li: Old): Node[] {
  const out: Node[] = [];
  for (const b of list(li.content)) {
    if (b.type === 'paragraph' || b.type === 'heading')
      out.push({ type: 'lic', children: inline(b.content) });
    else out.push(...convertBlock(b));
  }
  return out.length ? out : [{ type: 'lic', children: [{ text: '' }] }];
}

/** 04's document for an old `{type:"doc"}` source, or undefined when it is not one. */
export function convertOldRich2(source: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || (value as Old).type !== 'doc')
    return undefined;
  const nodes = list((value as Old).content).flatMap(convertBlock);
  return JSON.stringify(nodes.length ? nodes : [{ type: 'p', children: [{ text: '' }] }]);
}

export function up(db: Db): void {
  for (const table of ['discussions', 'comments']) {
    const id = table === 'discussions' ? 'discussionID' : 'commentID';
    const rows = db
      .prepare(`SELECT ${id} AS id, bodySource FROM ${table} WHERE lower(sourceFormat) = 'rich2'`)
      .all() as { id: number; bodySource: string | null }[];
    const update = db.prepare(`UPDATE ${table} SET body = ?, bodySource = ? WHERE ${id} = ?`);
    for (const r of rows) {
      const converted = r.bodySource === null ? undefined : convertOldRich2(r.bodySource);
      if (converted !== undefined) update.run(renderBody(converted, 'rich2'), converted, r.id);
    }
  }
  const drafts = db.prepare('SELECT draftID, attributes FROM drafts').all() as {
    draftID: number;
    attributes: string;
  }[];
  const update = db.prepare('UPDATE drafts SET attributes = ? WHERE draftID = ?');
  for (const d of drafts) {
    const attributes = JSON.parse(d.attributes) as Old;
    if (String(attributes.format ?? '').toLowerCase() !== 'rich2') continue;
    if (typeof attributes.body !== 'string') continue;
    const converted = convertOldRich2(attributes.body);
    if (converted !== undefined)
      update.run(JSON.stringify({ ...attributes, body: converted }), d.draftID);
  }
}
