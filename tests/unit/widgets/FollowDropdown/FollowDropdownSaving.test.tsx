import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { selectCategoryPreferences } from '@/features/categories/categoriesSlice';
import { selectToasts } from '@/store/toastsSlice';
import { PREFERENCE_SAVE_THROTTLE_MS } from '@/utils/saveThrottle';
import { FollowDropdown } from '../../../../widgets/FollowDropdown/FollowDropdown';
import { server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { FOLLOWED } from './fixtures';
import { CATEGORY_ID, fakeForum, memberConfig, PREFS_URL, USER_ID } from './server';

const PROPS = { categoryID: CATEGORY_ID, name: 'Off-Topic', url: '/categories/off-topic' };
const MISSING = 'At least one notification method must be selected to receive notifications';

function renderDropdown(config = memberConfig()) {
  return renderWithProviders(<FollowDropdown {...PROPS} />, { config });
}

const panel = (): HTMLElement => screen.getByRole('dialog', { name: 'Notification Preferences' });
const box = (method: 'popup' | 'Email', type: 'comments' | 'posts') =>
  within(panel()).getByRole('checkbox', {
    name: `Notification ${method} Notify me of new ${type}`,
  });

async function openFollowed(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Following' }));
  await within(panel()).findByRole('checkbox', {
    name: 'Notification popup Notify me of new posts',
  });
}

describe('FollowDropdown: saving', () => {
  it('toggles at once, and the PATCH response replaces the cached preferences', async () => {
    const forum = fakeForum({ prefs: FOLLOWED, patchDelay: 50 });
    // The server adds something of its own to the answer.
    server.use(
      http.patch(PREFS_URL, async ({ request }) => {
        const body = (await request.json()) as Record<string, boolean>;
        forum.patches.push(body);
        return HttpResponse.json({ ...body, 'preferences.email.posts': true });
      }),
    );
    const { user, store } = renderDropdown();
    await openFollowed(user);
    await user.click(box('popup', 'comments'));
    expect(box('popup', 'comments')).not.toBeChecked(); // before the server answers
    expect(forum.patches).toEqual([{ ...FOLLOWED, 'preferences.popup.comments': false }]);
    await waitFor(() => expect(box('Email', 'posts')).toBeChecked());
    expect(selectCategoryPreferences(store.getState(), CATEGORY_ID, USER_ID).data).toEqual({
      ...FOLLOWED,
      'preferences.popup.comments': false,
      'preferences.email.posts': true,
    });
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((t) => t.body)).toContain(
        'Success! Preferences saved.',
      ),
    );
  });

  it('rolls back and shows the server error at the top of the dropdown when a save fails', async () => {
    fakeForum({ prefs: FOLLOWED });
    server.use(
      http.patch(PREFS_URL, () =>
        HttpResponse.json({ message: 'The database is read-only.' }, { status: 500 }),
      ),
    );
    const { user, store } = renderDropdown();
    await openFollowed(user);
    await user.click(box('Email', 'posts'));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('The database is read-only.');
    expect(panel().firstElementChild?.nextElementSibling).toContainElement(alert);
    expect(box('Email', 'posts')).not.toBeChecked();
    expect(selectCategoryPreferences(store.getState(), CATEGORY_ID, USER_ID).data).toEqual(
      FOLLOWED,
    );
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('clears the error when the next save succeeds', async () => {
    const forum = fakeForum({ prefs: FOLLOWED });
    server.use(
      http.patch(PREFS_URL, () => HttpResponse.json({ message: 'Try later.' }, { status: 503 }), {
        once: true,
      }),
    );
    const { user } = renderDropdown();
    await openFollowed(user);
    await user.click(box('Email', 'posts'));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Try later.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    await user.click(box('Email', 'posts'));
    await waitFor(() => expect(within(panel()).queryByRole('alert')).toBeNull());
    expect(box('Email', 'posts')).toBeChecked();
    expect(forum.prefs['preferences.email.posts']).toBe(true);
  });

  it('refuses to leave no method when the digest is off', async () => {
    const onlyOne = { ...FOLLOWED, 'preferences.popup.posts': false };
    const forum = fakeForum({ prefs: onlyOne });
    const { user } = renderDropdown(memberConfig({ 'emails.digest': false }));
    await openFollowed(user);
    await user.click(box('popup', 'comments'));
    expect(within(panel()).getByRole('alert')).toHaveTextContent(MISSING);
    expect(box('popup', 'comments')).toBeChecked();
    expect(forum.patches).toHaveLength(0);
  });

  it('allows no method while the e-mail digest is on', async () => {
    const digestOnly = {
      ...FOLLOWED,
      'preferences.popup.posts': false,
      'preferences.email.digest': true,
    };
    const forum = fakeForum({ prefs: digestOnly });
    const { user } = renderDropdown();
    await openFollowed(user);
    await user.click(box('popup', 'comments'));
    await waitFor(() => expect(forum.patches).toHaveLength(1));
    expect(within(panel()).queryByText(MISSING)).toBeNull();
  });

  it("unchecking 'Notify me of new content' resets every notification to the defaults", async () => {
    const forum = fakeForum({ prefs: { ...FOLLOWED, 'preferences.email.digest': true } });
    const { user } = renderDropdown();
    await openFollowed(user);
    const notify = within(panel()).getByRole('checkbox', { name: 'Notify me of new content' });
    expect(notify).toBeChecked();
    await user.click(notify);
    await waitFor(() => expect(forum.patches).toHaveLength(1));
    expect(forum.patches[0]).toEqual({
      'preferences.followed': true,
      'preferences.popup.comments': false,
      'preferences.email.comments': false,
      'preferences.popup.posts': false,
      'preferences.email.posts': false,
      'preferences.email.digest': true,
    });
    expect(notify).not.toBeChecked();
    expect(within(panel()).queryByRole('table')).toBeNull();
    // Checking it again shows the (reset) table without saving.
    await user.click(notify);
    expect(within(panel()).getByRole('table')).toBeInTheDocument();
    expect(box('popup', 'posts')).not.toBeChecked();
    expect(forum.patches).toHaveLength(1);
  });

  it("refuses to uncheck 'Notify me of new content' while the digest is unchecked", async () => {
    const forum = fakeForum({ prefs: FOLLOWED });
    const { user } = renderDropdown();
    await openFollowed(user);
    await user.click(within(panel()).getByRole('checkbox', { name: 'Notify me of new content' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent(MISSING);
    expect(within(panel()).getByRole('table')).toBeInTheDocument();
    expect(forum.patches).toHaveLength(0);
  });

  it('unfollows: every preference false (digest too), submits, then closes the menu', async () => {
    const forum = fakeForum({ prefs: { ...FOLLOWED, 'preferences.email.digest': true } });
    const { user } = renderDropdown();
    await openFollowed(user);
    await user.click(within(panel()).getByRole('button', { name: 'Unfollow' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notification Preferences' })).toBeNull(),
    );
    expect(forum.patches).toEqual([
      {
        'preferences.followed': false,
        'preferences.popup.comments': false,
        'preferences.email.comments': false,
        'preferences.popup.posts': false,
        'preferences.email.posts': false,
        'preferences.email.digest': false,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveFocus();
  });

  it('keeps the menu open with the error when the unfollow fails', async () => {
    fakeForum({ prefs: FOLLOWED });
    server.use(
      http.patch(PREFS_URL, () => HttpResponse.json({ message: 'Nope.' }, { status: 500 })),
    );
    const { user } = renderDropdown();
    await openFollowed(user);
    await user.click(within(panel()).getByRole('button', { name: 'Unfollow' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Nope.');
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(box('popup', 'posts')).toBeChecked();
  });
});

describe('FollowDropdown: save throttle (fake timers)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends the first change at once and the rest as one save 1250 ms later', async () => {
    const forum = fakeForum({ prefs: FOLLOWED });
    const { store } = renderDropdown();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await openFollowed(user);

    await user.click(box('popup', 'comments'));
    await waitFor(() => expect(forum.patches).toHaveLength(1));
    await user.click(box('Email', 'comments'));
    act(() => jest.advanceTimersByTime(300));
    await user.click(box('Email', 'posts'));
    // Shown at once, although not sent yet.
    expect(box('Email', 'comments')).toBeChecked();
    expect(box('Email', 'posts')).toBeChecked();
    expect(forum.patches).toHaveLength(1);

    const sinceFirst = 300 + 10; // the clicks' own small delays are within this margin
    act(() => jest.advanceTimersByTime(PREFERENCE_SAVE_THROTTLE_MS - sinceFirst - 100));
    expect(forum.patches).toHaveLength(1);
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(forum.patches).toHaveLength(2));
    expect(forum.patches[1]).toEqual({
      ...FOLLOWED,
      'preferences.popup.comments': false,
      'preferences.email.comments': true,
      'preferences.email.posts': true,
    });
    await waitFor(() =>
      expect(selectCategoryPreferences(store.getState(), CATEGORY_ID, USER_ID).data).toEqual(
        forum.patches[1],
      ),
    );
    act(() => jest.advanceTimersByTime(5000));
    expect(forum.patches).toHaveLength(2);
  });

  it('never overlaps saves: a trailing save waits for a slow one, then sends the latest', async () => {
    const forum = fakeForum({ prefs: FOLLOWED, patchDelay: 2000 });
    renderDropdown();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await openFollowed(user);

    await user.click(box('popup', 'comments'));
    await waitFor(() => expect(forum.patches).toHaveLength(1));
    await user.click(box('Email', 'posts'));
    act(() => jest.advanceTimersByTime(1300)); // the window ends while save 1 is in flight
    expect(forum.patches).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(800); // save 1 answers at 2000 ms
    });
    await waitFor(() => expect(forum.patches).toHaveLength(2));
    expect(forum.patches[1]).toMatchObject({
      'preferences.popup.comments': false,
      'preferences.email.posts': true,
    });
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(box('Email', 'posts')).toBeChecked());
    expect(box('popup', 'comments')).not.toBeChecked();
  });
});
