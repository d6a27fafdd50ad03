import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectToasts } from '@/store/toastsSlice';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import {
  FollowDropdown,
  type FollowDropdownProps,
} from '../../../../widgets/FollowDropdown/FollowDropdown';
import { followDropdownWidget } from '../../../../widgets/FollowDropdown';
import { validateProps } from '../../../../widgets/FollowDropdown/FollowDropdown';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { FOLLOWED } from './fixtures';
import { CATEGORY_ID, fakeForum, memberConfig, PREFS_URL, USER_ID } from './server';

const PROPS = { categoryID: CATEGORY_ID, name: 'Off-Topic', url: '/categories/off-topic' };

function renderDropdown(
  config: BootstrapConfig = memberConfig(),
  props: Partial<FollowDropdownProps> = {},
) {
  return renderWithProviders(<FollowDropdown {...PROPS} {...props} />, { config });
}

const panel = (): HTMLElement => screen.getByRole('dialog', { name: 'Notification Preferences' });
const checkbox = (method: 'Notification popup' | 'Notification Email', type: string) =>
  within(panel()).getByRole('checkbox', { name: `${method} Notify me of ${type}` });

describe('FollowDropdown: registration', () => {
  it('is the FollowDropdown marker with categoryID, name, url and optional preferences', () => {
    expect(followDropdownWidget.name).toBe('FollowDropdown');
    const validate = validateProps;
    expect(validate({ ...PROPS })).toBe(true);
    expect(validate({ ...PROPS, preferences: FOLLOWED })).toBe(true);
    expect(() => validate({ name: 'x', url: '/x' })).toThrow('categoryID');
    expect(() => validate({ ...PROPS, preferences: 'yes' })).toThrow('preferences');
  });
});

describe('FollowDropdown: guests', () => {
  it('shows a sign-in prompt that comes back to this page, and asks the server nothing', () => {
    const requests = recordRequests();
    renderDropdown({
      currentUser: { userID: 0, name: 'Guest' },
      permissions: { permissions: [{ type: 'global', id: null, permissions: {} }] },
      config: {},
    });
    const link = screen.getByRole('link', { name: 'Sign in to follow' });
    expect(link).toHaveAttribute('href', '/entry/signin?target=%2F');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('FollowDropdown: opening while not followed', () => {
  it('follows with the user defaults and the digest, shows the panel and the success toast', async () => {
    const forum = fakeForum();
    const { user, store } = renderDropdown();
    const button = await screen.findByRole('button', { name: 'Follow' });
    expect(forum.gets).toBe(1);

    await user.click(button);

    expect(panel()).toBeInTheDocument();
    await waitFor(() => expect(forum.patches).toHaveLength(1));
    expect(forum.patches[0]).toEqual({
      'preferences.followed': true,
      'preferences.popup.comments': true,
      'preferences.email.comments': true,
      'preferences.popup.posts': true,
      'preferences.email.posts': false,
      'preferences.email.digest': true,
    });
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(checkbox('Notification popup', 'new comments')).toBeChecked();
    expect(checkbox('Notification Email', 'new comments')).toBeChecked();
    expect(checkbox('Notification popup', 'new posts')).toBeChecked();
    expect(checkbox('Notification Email', 'new posts')).not.toBeChecked();
    expect(
      within(panel()).getByRole('checkbox', { name: 'Include in email digest' }),
    ).toBeChecked();
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((t) => t.body)).toEqual([
        'Success! Preferences saved.',
      ]),
    );
  });

  it('holds the name, the View Category link, Unfollow and the followed-content link', async () => {
    fakeForum({ prefs: FOLLOWED });
    const { user } = renderDropdown();
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    const dialog = panel();
    expect(within(dialog).getByRole('heading', { name: 'Notification Preferences' })).toBeVisible();
    expect(within(dialog).getByText('Off-Topic')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Category' })).toHaveAttribute(
      'href',
      '/categories/off-topic',
    );
    expect(within(dialog).getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'View all followed categories' }),
    ).toHaveAttribute('href', '/profile/followed-content');
  });

  it('does not patch when opened while already followed', async () => {
    const forum = fakeForum({ prefs: FOLLOWED });
    const { user } = renderDropdown();
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    await screen.findByRole('checkbox', { name: 'Notification popup Notify me of new posts' });
    expect(forum.patches).toHaveLength(0);
  });

  it('leaves the digest off when digests are disabled', async () => {
    const forum = fakeForum();
    const { user } = renderDropdown(memberConfig({ 'emails.digest': false }));
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(forum.patches).toHaveLength(1));
    expect(forum.patches[0]).toMatchObject({
      'preferences.followed': true,
      'preferences.email.digest': false,
    });
  });

  it('does not follow without a method when the digest is off, and says why', async () => {
    const forum = fakeForum({ settings: { DigestEnabled: { email: false } } });
    const { user } = renderDropdown(memberConfig({ 'emails.digest': false }));
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(
      await within(panel()).findByText(
        'At least one notification method must be selected to receive notifications',
      ),
    ).toBeInTheDocument();
    expect(forum.patches).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });
});

describe('FollowDropdown: the table', () => {
  it('has no e-mail column when e-mails are disabled', async () => {
    fakeForum({ prefs: FOLLOWED });
    const { user } = renderDropdown(memberConfig({ 'emails.enabled': false }));
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    await within(panel()).findByRole('checkbox', {
      name: 'Notification popup Notify me of new posts',
    });
    expect(within(panel()).queryByRole('columnheader', { name: 'Notification Email' })).toBeNull();
    expect(
      within(panel()).getAllByRole('checkbox', { name: /Notify me of new (comments|posts)/ }),
    ).toHaveLength(2);
  });

  it('hides the digest options when the user digest setting has no e-mail', async () => {
    fakeForum({ prefs: FOLLOWED, settings: { DigestEnabled: { email: false } } });
    const { user } = renderDropdown();
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    await within(panel()).findByRole('columnheader', { name: 'Notification Email' });
    expect(within(panel()).queryByRole('checkbox', { name: 'Include in email digest' })).toBeNull();
    expect(
      within(panel()).queryByRole('checkbox', { name: 'Notify me of new content' }),
    ).toBeNull();
  });

  it('hides the digest options when digests are disabled', async () => {
    fakeForum({ prefs: FOLLOWED });
    const { user } = renderDropdown(memberConfig({ 'emails.digest': false }));
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    await within(panel()).findByRole('columnheader', { name: 'Notification popup' });
    expect(within(panel()).queryByRole('checkbox', { name: 'Include in email digest' })).toBeNull();
  });

  it('uses preloaded preferences without fetching them', async () => {
    const forum = fakeForum({ prefs: FOLLOWED });
    const { user } = renderDropdown(memberConfig(), { preferences: FOLLOWED });
    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(await within(panel()).findAllByRole('checkbox')).not.toHaveLength(0);
    expect(forum.gets).toBe(0);
  });

  it('hides the followed-content link on a followed-content page', async () => {
    fakeForum({ prefs: FOLLOWED });
    window.history.pushState({}, '', '/profile/followed-content');
    try {
      const { user } = renderDropdown();
      await user.click(await screen.findByRole('button', { name: 'Following' }));
      expect(
        within(panel()).queryByRole('link', { name: 'View all followed categories' }),
      ).toBeNull();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('shows an error instead of the table when the preferences cannot be loaded', async () => {
    fakeForum();
    server.use(
      http.get(PREFS_URL, () => HttpResponse.json({ message: 'Category gone.' }, { status: 404 })),
    );
    const { user } = renderDropdown();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Category gone.');
    expect(within(panel()).queryByRole('checkbox')).toBeNull();
  });

  it('says when the user settings cannot be loaded, and still lets the table save', async () => {
    const forum = fakeForum();
    server.use(
      http.get(`${API}/notification-preferences/${USER_ID}`, () =>
        HttpResponse.json({ message: 'Settings are offline.' }, { status: 503 }),
      ),
    );
    const { user } = renderDropdown();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    const [alert] = await within(panel()).findAllByRole('alert');
    expect(alert).toHaveTextContent('Your notification settings could not be loaded.');
    expect(alert).toHaveTextContent('Settings are offline.');
    // Without the user's defaults nothing is followed on open; a choice in the table saves.
    expect(forum.patches).toHaveLength(0);
    await user.click(checkbox('Notification popup', 'new comments'));
    await waitFor(() => expect(forum.patches).toHaveLength(1));
    expect(forum.patches[0]).toMatchObject({
      'preferences.followed': true,
      'preferences.popup.comments': true,
    });
  });
});
