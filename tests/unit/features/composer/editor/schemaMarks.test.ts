/**
 * @jest-environment jsdom
 *
 * The link mark as the editor shows it: a stored rich2 link (04 §3.4) keeps its address in the
 * document whatever it is, but only a safe one (01 §5) is shown as a link.
 */
import { DOMSerializer } from 'prosemirror-model';
import { rich2Schema as schema } from '@/features/composer/editor/schema';

function shown(href: string): HTMLElement {
  const link = schema.marks.link!.create({ href });
  const paragraph = schema.nodes.paragraph!.create(null, schema.text('label', [link]));
  const fragment = DOMSerializer.fromSchema(schema).serializeFragment(paragraph.content);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder;
}

describe('the link mark in the editor', () => {
  it('shows a safe address as a link', () => {
    const a = shown('https://example.com/docs').querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://example.com/docs');
    expect(a?.textContent).toBe('label');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/away',
  ])('shows %j as text, without an href, and keeps it in the document', (href) => {
    const holder = shown(href);
    expect(holder.querySelectorAll('a[href]')).toHaveLength(0);
    expect(holder.textContent).toBe('label');
    expect(schema.marks.link!.create({ href }).attrs.href).toBe(href);
  });
});
