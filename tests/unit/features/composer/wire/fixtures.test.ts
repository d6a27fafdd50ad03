import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rich2Node } from '@/api/types/rich2';
import { parseBody, serializeDoc } from '@/features/composer/editor/rich2';
import { sameJson, stableJson } from '@/features/composer/editor/wire/slate';

const DIR = path.resolve(__dirname, '../../../../../api/fixtures/rich2');
const fixtures = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    file,
    ...(JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as { rich2: Rich2Node[] }),
  }));

/** What the editor cannot edit by design, per fixture: these are kept as opaque blocks. */
const OPAQUE: Record<string, string[]> = {
  '06-types-without-server-markup.json': ['hr'],
  '15-table-head-body-foot.json': ['table'],
  '16-table-editor-form.json': ['table'],
  '30-structure-repair.json': ['lic', 'td', 'code_line', 'blockquote-line', 'spoiler-content'],
};

function opaqueTypes(body: string): string[] {
  const types: string[] = [];
  parseBody(body, 'rich2').descendants((node) => {
    if (node.type.name === 'opaque_block') types.push((node.attrs.wire as { type: string }).type);
    return true;
  });
  return types;
}

describe('rich2 fixtures of 04 §10: opened in the editor and written back', () => {
  it('has the 30 fixtures', () => {
    expect(fixtures).toHaveLength(30);
  });

  it.each(fixtures.map((f) => [f.file, f.rich2] as const))(
    '%s comes back the same',
    (_file, rich2) => {
      const body = JSON.stringify(rich2);
      const written = JSON.parse(serializeDoc(parseBody(body, 'rich2'))) as unknown;
      expect(stableJson(written)).toBe(stableJson(rich2));
    },
  );

  it.each(fixtures.map((f) => [f.file, f.rich2] as const))(
    '%s is edited, not kept whole, except what the editor cannot edit',
    (file, rich2) => {
      expect(opaqueTypes(JSON.stringify(rich2))).toEqual(OPAQUE[file] ?? []);
    },
  );

  it('a second round trip changes nothing either', () => {
    for (const { rich2 } of fixtures) {
      const once = serializeDoc(parseBody(JSON.stringify(rich2), 'rich2'));
      expect(sameJson(JSON.parse(serializeDoc(parseBody(once, 'rich2'))), JSON.parse(once))).toBe(
        true,
      );
    }
  });
});
