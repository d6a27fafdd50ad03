// The per-widget budgets live in widgets/budgets.json (rollup.config.mjs enforces them); the table
// in docs/performance.md shows them beside the sizes measured on its date. This keeps every row
// of that table true to the JSON; a widget added since (npm run new:widget writes only the JSON)
// has no row until the table is next reviewed.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The budget column of the table after the `<!-- widget-budgets` comment. */
function docBudgets(doc: string): Record<string, number> {
  const start = doc.indexOf('<!-- widget-budgets');
  if (start < 0) throw new Error('docs/performance.md has no <!-- widget-budgets table');
  const out: Record<string, number> = {};
  for (const m of doc.slice(start).matchAll(/^\| `(\w+)` \| ([\d,]+) B \|/gm))
    out[m[1]!] = Number(m[2]!.replaceAll(',', ''));
  return out;
}

describe('widget budgets', () => {
  const json = JSON.parse(readFileSync(path.join(root, 'widgets/budgets.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const doc = docBudgets(readFileSync(path.join(root, 'docs/performance.md'), 'utf8'));

  it('holds a whole number of bytes for each widget in widgets/budgets.json', () => {
    for (const [name, bytes] of Object.entries(json)) {
      expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect({ name, ok: Number.isInteger(bytes) && (bytes as number) > 0 }).toEqual({
        name,
        ok: true,
      });
    }
  });

  it('shows in docs/performance.md only the budgets of widgets/budgets.json', () => {
    expect(Object.keys(doc).length).toBeGreaterThan(10);
    for (const [name, bytes] of Object.entries(doc))
      expect({ name, bytes }).toEqual({ name, bytes: json[name] });
  });
});
