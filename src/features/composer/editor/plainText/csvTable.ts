/**
 * Pasted plain text that is a CSV table (04 §7, last paragraph) becomes 04 §3.3's table in the
 * editor's form: a `thead` whose one row holds the first line as `th` cells, a `tbody` with the
 * other lines as `td` cells, the text of each cell in a `p`. The editor does not edit tables,
 * so the table goes in as an opaque block and is saved unchanged.
 *
 * "Is a table" is decided conservatively (docs/composer.md): fields per RFC 4180 (a field is
 * quoted with `"` to hold the separator, a line feed or `""`), separated by tabs or else by
 * commas; at least two lines, every line with the same number of fields, at least two.
 * Comma-separated text whose unquoted fields start or end with a space is prose, not a table
 * (`Hello, world`), and so is any quote inside an unquoted field or after a closing quote.
 */
import type { Rich2Element } from '@/api/types/rich2';

type Separator = ',' | '\t';

/** The rows of `text` split on `separator` per RFC 4180, or null when it is not well formed. */
function splitRows(text: string, separator: Separator): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) return null;
        field += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        field += '"';
        i += 1;
      }
      if (i < text.length && text[i] !== separator && text[i] !== '\n') return null;
    } else {
      let end = i;
      while (end < text.length && text[end] !== separator && text[end] !== '\n') end += 1;
      field = text.slice(i, end);
      if (field.includes('"')) return null;
      if (separator === ',' && field.trim() !== field) return null;
      i = end;
    }
    row.push(field);
    if (i >= text.length || text[i] === '\n') {
      rows.push(row);
      row = [];
      if (i >= text.length) return rows;
    }
    i += 1;
  }
}

/** The cells of pasted text that is a CSV (or tab-separated) table, else null. */
export function parseCsvTable(text: string): string[][] | null {
  const body = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
  for (const separator of ['\t', ','] as const) {
    if (!body.includes(separator)) continue;
    const rows = splitRows(body, separator);
    const width = rows?.[0]?.length ?? 0;
    if (rows && rows.length >= 2 && width >= 2 && rows.every((row) => row.length === width)) {
      return rows;
    }
  }
  return null;
}

function cell(type: 'th' | 'td', text: string): Rich2Element {
  return { type, children: [{ type: 'p', children: [{ text }] }] };
}

/** 04 §3.3's table of these cells, as the editor writes one: the first row in a `thead`. */
export function csvTableElement(rows: string[][]): Rich2Element {
  const [head = [], ...rest] = rows;
  const tr = (type: 'th' | 'td', cells: string[]): Rich2Element => ({
    type: 'tr',
    children: cells.map((text) => cell(type, text)),
  });
  return {
    type: 'table',
    children: [
      { type: 'thead', children: [tr('th', head)] },
      { type: 'tbody', children: rest.map((cells) => tr('td', cells)) },
    ],
  };
}
