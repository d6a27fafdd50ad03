import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShortcutsDialog } from '@/features/shortcuts/components/ShortcutsDialog';
import { DEFAULT_BINDINGS } from '@/features/shortcuts/shortcutBindings';
import type { ShortcutSettings } from '@/features/shortcuts/shortcutStorage';
import { SHORTCUTS_STORAGE_KEY } from '@/features/shortcuts/shortcutStorage';
import { startPageShortcuts } from '@/features/shortcuts/pageShortcuts';
import { listenForShortcuts } from '@/features/shortcuts/shortcutsTrigger';
import { createRuntime } from '@/mount/runtime';

function renderDialog(settings: ShortcutSettings = { enabled: true, bindings: DEFAULT_BINDINGS }) {
  const onSave = jest.fn((_: ShortcutSettings) => true);
  const onClose = jest.fn();
  render(<ShortcutsDialog settings={settings} onSave={onSave} onClose={onClose} />);
  return { onSave, onClose, user: userEvent.setup() };
}

describe('the shortcuts dialog', () => {
  it('lists every shortcut with its key, each field labelled by its action', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByLabelText('Next item')).toHaveValue('j');
    expect(within(dialog).getByLabelText('Previous item')).toHaveValue('k');
    expect(within(dialog).getByLabelText('Go to the home page')).toHaveValue('g h');
    expect(within(dialog).getByLabelText('Show the keyboard shortcuts')).toHaveValue('?');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Use single-key shortcuts' }),
    ).toBeChecked();
    // o and Enter both open; Enter is not remappable (it acts only on a focused item).
    const rows = within(dialog).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('Open the focused itemEnter');
  });

  it('saves the shortcuts turned off', async () => {
    const { onSave, onClose, user } = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: 'Use single-key shortcuts' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ enabled: false, bindings: DEFAULT_BINDINGS });
    expect(onClose).toHaveBeenCalled();
  });

  it('saves a remapped key', async () => {
    const { onSave, user } = renderDialog();
    const next = screen.getByLabelText('Next item');
    await user.clear(next);
    await user.type(next, 'n');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      enabled: true,
      bindings: { ...DEFAULT_BINDINGS, next: 'n' },
    });
  });

  it('refuses a key another action has, says why, and focuses the field', async () => {
    const { onSave, onClose, user } = renderDialog();
    const previous = screen.getByLabelText('Previous item');
    await user.clear(previous);
    await user.type(previous, 'j');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(previous).toHaveAttribute('aria-invalid', 'true');
    expect(previous).toHaveAccessibleDescription('Already used by: Next item');
    expect(previous).toHaveFocus();
  });

  it('restores the default keys', async () => {
    const { user } = renderDialog({
      enabled: true,
      bindings: { ...DEFAULT_BINDINGS, next: 'n' },
    });
    await user.click(screen.getByRole('button', { name: 'Restore the default keys' }));
    expect(screen.getByLabelText('Next item')).toHaveValue('j');
  });

  it('tells the visitor when the browser did not keep the choice', async () => {
    const { onSave, onClose, user } = renderDialog();
    onSave.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/this page only/);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Escape', async () => {
    const { onClose, user } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the dialog on a page, through the runtime', () => {
  let stop: () => void = () => undefined;
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    // The runtime renders into its own root, as on a real page, outside React's act().
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    // jsdom has no layout: the scroll to the focused item is not what this tests.
    jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    jest.restoreAllMocks();
    stop();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('opens with ?, stores the choice, and gives focus back to the item on close', async () => {
    document.body.innerHTML =
      '<ul><li class="ItemDiscussion" id="a"><a class="Title" href="/d/1">A</a></li>' +
      '<li class="ItemDiscussion" id="b"><a class="Title" href="/d/2">B</a></li></ul>';
    stop = startPageShortcuts(document, createRuntime({}));
    const user = userEvent.setup();
    await user.keyboard('j');
    expect(document.getElementById('a')).toHaveFocus();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    // j types in the dialog's fields and moves nothing behind it.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Use single-key shortcuts' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.getElementById('a')).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(SHORTCUTS_STORAGE_KEY) ?? '')).toMatchObject({
      enabled: false,
    });
    await user.keyboard('j');
    expect(document.getElementById('a')).toHaveFocus();
  });

  it('loads from the runtime trigger on the first key, and opens from a #keyboard-shortcuts link', async () => {
    localStorage.setItem(SHORTCUTS_STORAGE_KEY, JSON.stringify({ v: 1, enabled: false }));
    document.body.innerHTML =
      '<ul><li class="ItemComment" id="a"><a class="Title" href="/c/1">A</a></li></ul>' +
      '<a href="#keyboard-shortcuts">Keyboard shortcuts</a>';
    const runtime = createRuntime({});
    listenForShortcuts(document, runtime);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Keyboard shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Use single-key shortcuts' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.hash).toBe('');
    await user.keyboard('j');
    expect(document.getElementById('a')).toHaveFocus();
    stop = startPageShortcuts(document, runtime);
  });

  it('keeps the keys pressed while the shortcuts load, and skips Shift alone', async () => {
    document.body.innerHTML =
      '<ul><li class="ItemDiscussion" id="a"><a class="Title" href="/d/1">A</a></li>' +
      '<li class="ItemDiscussion" id="b"><a class="Title" href="/d/2">B</a></li></ul>';
    listenForShortcuts(document, createRuntime({}));
    // Shift before ?, then j twice before the chunk can have loaded.
    for (const key of ['Shift', 'j', 'j'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    await waitFor(() => expect(document.getElementById('b')).toHaveFocus());
    stop = startPageShortcuts(document, createRuntime({}));
  });
});
