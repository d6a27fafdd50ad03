import { screen, within } from '@testing-library/react';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { DiscussionList } from '../../../../widgets/DiscussionList/DiscussionList';
import { TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

// Issue 22 §3: an item renders the buttons of its menus, flyouts and user cards; what they open
// mounts on first open, with the menu keyboard behaviour unchanged.
const item = (id: number): ApiDiscussion => ({
  discussionID: id,
  name: `Discussion ${id}`,
  categoryID: 1,
  url: `http://localhost/discussion/${id}/d`,
  insertUserID: 4,
  insertUser: { userID: 4, name: 'member2' },
  dateLastComment: '2025-06-01T00:00:00Z',
  reactions: [
    { tagID: 1, urlcode: 'Up', name: 'Up', class: 'Positive', count: 1, reactionValue: 1 },
    { tagID: 2, urlcode: 'Down', name: 'Down', class: 'Negative', count: 0, reactionValue: -1 },
    { tagID: 3, urlcode: 'Like', name: 'Like', class: 'Positive', count: 0, reactionValue: 0 },
  ],
});
const MODERATOR: BootstrapConfig = {
  ...TEST_CONFIG,
  currentUser: { userID: 2, name: 'mod' },
  permissions: {
    permissions: [
      {
        type: 'global',
        id: null,
        permissions: {
          'session.valid': true,
          'discussions.moderate': true,
          'discussions.manage': true,
          'comments.add': true,
          'reactions.positive.add': true,
        },
      },
    ],
  },
};

function renderList() {
  const discussions = [item(1), item(2), item(3)];
  return renderWithProviders(
    <DiscussionList
      apiParams={{ limit: 10, page: 1 }}
      discussions={discussions}
      paging={{ currentPage: 1, limit: 10, total: discussions.length }}
    />,
    { config: MODERATOR },
  );
}

describe('list items mount their menus on first open (issue 22 §3)', () => {
  it('renders the triggers only: no menu, panel, dialog or menu item before an open', () => {
    const { container } = renderList();
    const row = screen.getByRole('listitem', { name: 'Discussion 2' });
    expect(within(row).getByRole('button', { name: 'Discussion Options' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(row).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Add Reaction' })).toBeInTheDocument();
    expect(within(row).getAllByRole('button', { name: 'member2' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByRole('menuitem')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('.fw-flyout-panel')).toBeNull();
  });

  it('opens the options menu from the keyboard with focus inside; Escape returns it to the button', async () => {
    const { user } = renderList();
    const row = screen.getByRole('listitem', { name: 'Discussion 2' });
    const options = within(row).getByRole('button', { name: 'Discussion Options' });
    options.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(options).toHaveAttribute('aria-expanded', 'true');
    expect(options).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(options).toHaveFocus();
    // Opened again, from the last item this time: the same items, the same keyboard rules.
    await user.keyboard('{ArrowUp}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items[items.length - 1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(options).toHaveFocus();
  });

  it('opens the share menu and the reaction picker on click, one flyout at a time', async () => {
    const { user } = renderList();
    const row = screen.getByRole('listitem', { name: 'Discussion 1' });
    await user.click(within(row).getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('menuitem', { name: 'Copy Link' })).toHaveFocus();
    await user.click(within(row).getByRole('button', { name: 'Add Reaction' }));
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: /Like/ })).toHaveFocus();
    expect(screen.queryByRole('menuitem', { name: 'Copy Link' })).toBeNull();
  });

  it('opens the user card dialog from the author photo only when asked', async () => {
    const { user } = renderList();
    const row = screen.getByRole('listitem', { name: 'Discussion 3' });
    const trigger = within(row).getAllByRole('button', { name: 'member2' })[0]!;
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
