import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EditorState, TextSelection } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { findMentionQuery } from '@/features/composer/editor/mentionQuery';
import { MentionPopup, mentionKey, mentionPlugin } from '@/features/composer/editor/mentions';
import { rich2Schema } from '@/features/composer/editor/schema';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { axeViolations, blocks, paragraphs, TestEditor, typeText } from './editorTestHarness';

const USERS = [
  { userID: 7, name: 'Ann', photoUrl: null, dateLastActive: new Date().toISOString() },
  { userID: 8, name: 'Andy', photoUrl: null, dateLastActive: new Date().toISOString() },
  { userID: 9, name: 'Anouk', photoUrl: null, dateLastActive: new Date().toISOString() },
];

function serveUsers(users = USERS): void {
  server.use(http.get(`${API}/users/by-names`, () => HttpResponse.json(users)));
}

/** The caret at the end of the one paragraph holding `text`. */
function stateWith(text: string, code = false): EditorState {
  const { doc, paragraph, code_block } = rich2Schema.nodes;
  const block = (code ? code_block : paragraph)!.create(null, text ? rich2Schema.text(text) : []);
  const state = EditorState.create({ schema: rich2Schema, doc: doc!.create(null, [block]) });
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, text.length + 1)));
}

function renderEditor(role = 'textbox'): { view: () => EditorView } {
  let view: EditorView | undefined;
  renderWithProviders(
    <TestEditor
      plugins={[mentionPlugin()]}
      doc={paragraphs('')}
      role={role}
      onView={(v) => (view = v)}
    >
      {(v, s) => <MentionPopup view={v} state={s} editorId="ed1" />}
    </TestEditor>,
  );
  return { view: () => view! };
}

const key = (view: EditorView, name: string): boolean => fireEvent.keyDown(view.dom, { key: name });

describe('mention query detection', () => {
  it('finds @query at the start of a block, after a space and after opening punctuation', () => {
    expect(findMentionQuery(stateWith('@an'))).toEqual({ query: 'an', from: 1, to: 4 });
    expect(findMentionQuery(stateWith('hi @an'))).toEqual({ query: 'an', from: 4, to: 7 });
    expect(findMentionQuery(stateWith('(@an'))).toMatchObject({ query: 'an', from: 2 });
    expect(findMentionQuery(stateWith('@'))).toMatchObject({ query: '' });
  });

  it('ignores an @ inside a word, a query ended by whitespace, code, and more than 50 characters', () => {
    expect(findMentionQuery(stateWith('a@b'))).toBeNull();
    expect(findMentionQuery(stateWith('@an x'))).toBeNull();
    expect(findMentionQuery(stateWith('@an', true))).toBeNull();
    expect(findMentionQuery(stateWith(`@${'a'.repeat(50)}`))).toMatchObject({ from: 1 });
    expect(findMentionQuery(stateWith(`@${'a'.repeat(51)}`))).toBeNull();
  });
});

describe('mention popup', () => {
  it('opens a listbox of suggestions at @, and the editing area points at it', async () => {
    const requests = recordRequests();
    serveUsers();
    const { view } = renderEditor();
    typeText(view(), 'Hi @an');
    const listbox = await screen.findByRole('listbox', { name: 'Mention suggestions' });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Ann', 'Andy', 'Anouk']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    const dom = view().dom;
    expect(dom).toHaveAttribute('aria-controls', listbox.id);
    expect(dom).toHaveAttribute('aria-autocomplete', 'list');
    expect(dom).toHaveAttribute('aria-activedescendant', options[0]!.id);
    // A textbox may not carry aria-expanded (ARIA, axe's aria-allowed-attr).
    expect(dom).not.toHaveAttribute('aria-expanded');
    expect(new URL(requests[0]!.url).searchParams.get('name')).toBe('an*');
  });

  it('passes axe while the listbox is open', async () => {
    serveUsers();
    const { view } = renderEditor();
    typeText(view(), '@an');
    await screen.findAllByRole('option');
    expect(await axeViolations()).toEqual([]);
  });

  it('moves with the arrow keys, wrapping at both ends', async () => {
    serveUsers();
    const { view } = renderEditor();
    typeText(view(), '@an');
    await screen.findAllByRole('option');
    const selected = (): string | null =>
      screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')
        ?.textContent ?? null;
    expect(key(view(), 'ArrowUp')).toBe(false); // handled: default prevented
    expect(selected()).toBe('Anouk');
    key(view(), 'ArrowDown');
    expect(selected()).toBe('Ann');
    key(view(), 'ArrowDown');
    expect(selected()).toBe('Andy');
    expect(view().dom.getAttribute('aria-activedescendant')).toBe('ed1-mentionSuggestion8');
  });

  it('inserts the highlighted user as a mention node and a space on Enter, then closes', async () => {
    serveUsers();
    const { view } = renderEditor();
    typeText(view(), 'Hi @an');
    await screen.findAllByRole('option');
    key(view(), 'ArrowDown');
    key(view(), 'Enter');
    expect(blocks(view())).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Hi ' },
          {
            type: 'mention',
            attrs: {
              userID: 8,
              name: 'Andy',
              // 04 §3.4: the user fragment, domID and an empty value go to the server.
              wire: expect.objectContaining({
                type: '@',
                children: [{ text: '' }],
                userID: 8,
                name: 'Andy',
                domID: 'mentionSuggestion8',
                value: '',
              }),
            },
          },
          { type: 'text', text: ' ' },
        ],
      },
    ]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(view().dom).not.toHaveAttribute('aria-controls');
    expect(view().dom).not.toHaveAttribute('aria-activedescendant');
    expect(view().state.selection.from).toBe(6);
  });

  it('chooses with Tab and with a click too', async () => {
    serveUsers();
    const { view } = renderEditor();
    typeText(view(), '@an');
    await screen.findAllByRole('option');
    key(view(), 'Tab');
    typeText(view(), '@an');
    fireEvent.click(await screen.findByRole('option', { name: 'Anouk' }));
    const mentions = (
      blocks(view())[0] as {
        content: Array<{ type: string; attrs?: { userID: number; name: string } }>;
      }
    ).content
      .filter((node) => node.type === 'mention')
      .map((node) => ({ userID: node.attrs?.userID, name: node.attrs?.name }));
    expect(mentions).toEqual([
      { userID: 7, name: 'Ann' },
      { userID: 9, name: 'Anouk' },
    ]);
  });

  it('closes on Escape without choosing, and stays closed while typing goes on', async () => {
    serveUsers();
    const { view } = renderEditor();
    typeText(view(), '@an');
    await screen.findAllByRole('option');
    expect(key(view(), 'Escape')).toBe(false);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(view().dom).not.toHaveAttribute('aria-controls');
    typeText(view(), 'd');
    expect(mentionKey.getState(view().state)?.active).toBe(false);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Enter is the editor's again: no mention was chosen.
    expect(key(view(), 'Enter')).toBe(true);
    expect(view().state.doc.textContent).toBe('@and');
    // A new @ opens again.
    typeText(view(), ' @a');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('says the lookup failed when the server answers 500', async () => {
    server.use(
      http.get(`${API}/users/by-names`, () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    const { view } = renderEditor();
    typeText(view(), '@zed');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Looking up users failed. Keep typing to try again.',
      ),
    );
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    // Nothing to choose: Enter goes to the editor.
    expect(key(view(), 'Enter')).toBe(true);
  });

  it('says there is no match when the server answers 404', async () => {
    server.use(
      http.get(`${API}/users/by-names`, () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    const { view } = renderEditor();
    typeText(view(), '@zed');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matching users.'));
  });

  it('marks a combobox editing area expanded while open and collapsed after', async () => {
    serveUsers();
    const { view } = renderEditor('combobox');
    typeText(view(), '@an');
    await screen.findAllByRole('option');
    expect(view().dom).toHaveAttribute('aria-expanded', 'true');
    key(view(), 'Escape');
    expect(view().dom).toHaveAttribute('aria-expanded', 'false');
  });
});
