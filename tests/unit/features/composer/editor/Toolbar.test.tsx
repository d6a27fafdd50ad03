import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rich2Block } from '@/features/composer/editor/legacyTypes';
import { docFromBlocks } from '@/features/composer/editor/rich2';
import { Toolbar } from '@/features/composer/editor/Toolbar';
import { blocks, makeView, select, type TestView } from './viewHarness';

let editor: TestView;
afterEach(() => editor?.destroy());

const para = (text: string): Rich2Block => ({
  type: 'paragraph',
  content: [{ type: 'text', text }],
});

/** "plain bold" with "bold" in bold, then a second paragraph; the toolbar for it. */
function setup(content: Rich2Block[] = [
  { type: 'paragraph', content: [{ type: 'text', text: 'plain ' }, { type: 'text', text: 'bold', marks: [{ type: 'bold' }] }] },
  para('second'),
]): { user: ReturnType<typeof userEvent.setup>; onLink: jest.Mock; onFiles: jest.Mock } {
  editor = makeView(docFromBlocks(content));
  const onLink = jest.fn();
  const onFiles = jest.fn();
  render(
    <Toolbar view={editor.view} stateStore={editor.store} editorId="area" disabled={false} onLink={onLink} onFiles={onFiles} />,
  );
  return { user: userEvent.setup(), onLink, onFiles };
} // prettier-ignore

const NAMES = ['Bold', 'Italic', 'Strikethrough', 'Inline code', 'Link', 'Bulleted list', 'Numbered list', 'Quote', 'Code block', 'Spoiler', 'Insert image or file']; // prettier-ignore

describe('Toolbar', () => {
  it('is a named toolbar controlling the editing area, each control named with its shortcut', () => {
    setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    expect(toolbar).toHaveAttribute('aria-controls', 'area');
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Text style: Paragraph', ...NAMES]); // prettier-ignore
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+B',
    );
    expect(screen.getByRole('button', { name: 'Strikethrough' })).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+X'); // prettier-ignore
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+K',
    );
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+7'); // prettier-ignore
    expect(screen.getByRole('button', { name: 'Code block' })).toHaveAttribute('aria-keyshortcuts', 'Control+Alt+C'); // prettier-ignore
  });

  it('shows the marks and blocks of the selection in aria-pressed', () => {
    setup();
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    act(() => select(editor.view, 9));
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    act(() => select(editor.view, 2, 9));
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    act(() => select(editor.view, 2, 4));
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Quote' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves focus with the arrow keys, Home and End, keeping one tab stop', async () => {
    const { user } = setup();
    const toolbar = screen.getByRole('toolbar');
    const items = within(toolbar).getAllByRole('button');
    expect(items.filter((b) => b.tabIndex === 0)).toEqual([items[0]]);
    await user.tab(); // the editing area (mounted first in this test page)
    await user.tab();
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Strikethrough' })).toHaveFocus();
    expect(items.filter((b) => b.tabIndex === 0)).toEqual([screen.getByRole('button', { name: 'Strikethrough' })]); // prettier-ignore
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Insert image or file' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Insert image or file' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.tab();
    expect(toolbar).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('applies marks to the selection and keeps focus on the button when used by keyboard', async () => {
    const { user } = setup();
    act(() => select(editor.view, 1, 6));
    const italic = screen.getByRole('button', { name: 'Italic' });
    act(() => italic.focus());
    await user.keyboard('{Enter}');
    expect(blocks(editor.view)[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'plain', marks: [{ type: 'italic' }] },
        { type: 'text', text: ' ' },
        { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
      ],
    });
    expect(italic).toHaveAttribute('aria-pressed', 'true');
    expect(italic).toHaveFocus();
  });

  it('toggles lists (switching their kind), quotes, spoilers and code blocks', async () => {
    const { user } = setup([para('one')]);
    act(() => select(editor.view, 2));
    const click = (name: string) => user.click(screen.getByRole('button', { name }));
    await click('Bulleted list');
    expect(blocks(editor.view)).toEqual([{ type: 'bullet_list', content: [{ type: 'list_item', content: [para('one')] }] }]); // prettier-ignore
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await click('Numbered list');
    expect(blocks(editor.view)).toEqual([{ type: 'ordered_list', attrs: { order: 1 }, content: [{ type: 'list_item', content: [para('one')] }] }]); // prettier-ignore
    await click('Numbered list');
    expect(blocks(editor.view)).toEqual([para('one')]);
    await click('Quote');
    expect(blocks(editor.view)).toEqual([{ type: 'blockquote', content: [para('one')] }]);
    await click('Spoiler');
    expect(blocks(editor.view)).toEqual([{ type: 'blockquote', content: [{ type: 'spoiler', content: [para('one')] }] }]); // prettier-ignore
    expect(screen.getByRole('button', { name: 'Spoiler' })).toHaveAttribute('aria-pressed', 'true');
    await click('Quote');
    expect(blocks(editor.view)).toEqual([{ type: 'spoiler', content: [para('one')] }]);
    await click('Spoiler');
    expect(blocks(editor.view)).toEqual([para('one')]);
    await click('Code block');
    expect(blocks(editor.view)).toEqual([{ type: 'code_block', content: [{ type: 'text', text: 'one' }] }]); // prettier-ignore
    await click('Code block');
    expect(blocks(editor.view)).toEqual([para('one')]);
  });

  it('sets the text style from its menu by keyboard and returns focus to the menu button', async () => {
    const { user } = setup([para('one')]);
    act(() => select(editor.view, 2));
    const styleButton = screen.getByRole('button', { name: 'Text style: Paragraph' });
    act(() => styleButton.focus());
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Text style' });
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((c) => c.textContent)).toEqual(['Paragraph', 'Heading 2', 'Heading 3', 'Heading 4']); // prettier-ignore
    expect(choices[0]).toHaveAttribute('aria-checked', 'true');
    expect(choices[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(blocks(editor.view)).toEqual([{ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'one' }] }]); // prettier-ignore
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Text style: Heading 3' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'Heading 3' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Text style: Heading 3' })).toHaveFocus();
  });

  it('asks for the link form, and hands chosen files to the upload controller', async () => {
    const { user, onLink, onFiles } = setup();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(onLink).toHaveBeenCalledTimes(1);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('multiple');
    expect(input).not.toBeVisible();
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.pdf')];
    await user.upload(input, files);
    expect(onFiles).toHaveBeenCalledWith(files);
  });
});
